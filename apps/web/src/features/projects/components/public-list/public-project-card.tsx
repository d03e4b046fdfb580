import { MessageSquareText, Star } from 'lucide-react';
import { Link } from 'react-router';
import { projectPagePaths, type Project } from '@shiplog/contract';
import { Avatar } from '@/components/ui/avatar';
import { formatCompactNumber } from '@/lib/format';

const plural = (count: number, word: string) => (count === 1 ? word : `${word}s`);

/** One public project: the whole card opens the project page. */
export function PublicProjectCard({ project }: { project: Project }) {
  const { stats, user } = project;
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-border bg-card p-5 shadow-card transition-colors hover:border-border-strong has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring">
      <h2 className="text-base font-semibold tracking-tight">
        <Link
          to={projectPagePaths(project).page}
          className="break-words focus-visible:outline-none after:absolute after:inset-0 after:rounded-xl"
        >
          {project.name}
        </Link>
      </h2>
      <p className="mt-2 line-clamp-3 flex-1 text-sm text-muted-foreground">
        {project.description || 'No description yet.'}
      </p>
      {project.tech_stack.length > 0 && (
        <ul aria-label="Tech stack" className="mt-4 flex flex-wrap gap-1.5">
          {project.tech_stack.slice(0, 4).map((tag) => (
            <li key={tag} className="rounded-full border border-border bg-secondary px-2 py-0.5 text-xs">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-5 flex items-center justify-between gap-3 border-t border-border pt-4 text-sm">
        <span className="flex min-w-0 items-center gap-2">
          <Avatar name={user.username} src={user.avatar_url} size="xs" />
          <span className="truncate text-muted-foreground">{user.username}</span>
        </span>
        <span className="flex shrink-0 items-center gap-3 text-muted-foreground">
          <span className="flex items-center gap-1" title={`${project.github_stars} stars`}>
            <Star aria-hidden className="size-3.5" />
            {formatCompactNumber(project.github_stars)}
            <span className="sr-only">{` ${plural(project.github_stars, 'star')}`}</span>
          </span>
          <span className="flex items-center gap-1" title={`${stats.updates_count} updates`}>
            <MessageSquareText aria-hidden className="size-3.5" />
            {formatCompactNumber(stats.updates_count)}
            <span className="sr-only">{` ${plural(stats.updates_count, 'update')}`}</span>
          </span>
        </span>
      </div>
    </article>
  );
}
