import { Rss } from 'lucide-react';
import { projectPaths } from '@shiplog/contract';

const linkClasses = 'font-medium text-accent underline-offset-4 hover:underline';

/** 'Follow: RSS · Atom · JSON Feed': the project's feeds, for feed readers (served by the server, not the app). */
export function FeedLinks({ projectId }: { projectId: string }) {
  const feeds = projectPaths(projectId);
  return (
    <p className="flex items-center gap-2 px-1 text-sm text-muted-foreground">
      <Rss aria-hidden className="size-4 shrink-0 text-accent" />
      <span>
        Follow:{' '}
        <a href={feeds.rss} type="application/rss+xml" className={linkClasses}>
          RSS
        </a>
        <span aria-hidden> · </span>
        <a href={feeds.atom} type="application/atom+xml" className={linkClasses}>
          Atom
        </a>
        <span aria-hidden> · </span>
        <a href={feeds.json} type="application/feed+json" className={linkClasses}>
          JSON Feed
        </a>
      </span>
    </p>
  );
}
