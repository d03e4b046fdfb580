import { CalendarDays, Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Project } from '@shiplog/contract';
import { GithubIcon, XIcon } from '@/components/brand/social-icons';
import { formatDate } from '@/lib/format';

export const repositoryUrl = (repositoryName: string) => `https://github.com/${repositoryName}`;

export function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function External({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        aria-label={label}
        className="inline-flex items-center gap-1.5 rounded text-muted-foreground transition-colors hover:text-foreground"
      >
        {children}
      </a>
    </li>
  );
}

/** Created date, then the repository, website and X links the project has. */
export function ProjectMeta({ project }: { project: Project }) {
  const handle = project.twitter_handle?.replace(/^@/, '');
  return (
    <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
      <li className="inline-flex items-center gap-1.5 text-muted-foreground">
        <CalendarDays aria-hidden className="size-4" />
        Created {/* Server-rendered in the server's time zone; the reader's may show another day. */}
        <time dateTime={project.created_at} suppressHydrationWarning>
          {formatDate(project.created_at)}
        </time>
      </li>
      {project.repository_name && (
        <External
          href={repositoryUrl(project.repository_name)}
          label={`Repository ${project.repository_name} on GitHub`}
        >
          <GithubIcon className="size-4" />
          {project.repository_name}
        </External>
      )}
      {project.website_url && (
        <External href={project.website_url} label={`Website ${hostOf(project.website_url)}`}>
          <Globe aria-hidden className="size-4" />
          {hostOf(project.website_url)}
        </External>
      )}
      {handle && (
        <External href={`https://x.com/${encodeURIComponent(handle)}`} label={`@${handle} on X`}>
          <XIcon className="size-3.5" />@{handle}
        </External>
      )}
    </ul>
  );
}
