import { Globe } from 'lucide-react';
import { Link } from 'react-router';
import type { Project } from '@shiplog/contract';
import { GithubIcon, XIcon } from '@/components/brand/social-icons';
import { hostOf, repositoryUrl } from './project-links';
import { ProjectLogo } from './project-logo';

const iconLink =
  'inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground';

/** The project's own links, as icons: its repository, website and X account (those it has). */
function SiteLinks({ project }: { project: Project }) {
  const handle = project.twitter_handle?.replace(/^@/, '');
  const links = [
    project.repository_name && {
      href: repositoryUrl(project.repository_name),
      label: `Repository ${project.repository_name} on GitHub`,
      icon: <GithubIcon className="size-4" />,
    },
    project.website_url && {
      href: project.website_url,
      label: `Website ${hostOf(project.website_url)}`,
      icon: <Globe aria-hidden className="size-4" />,
    },
    handle && {
      href: `https://x.com/${encodeURIComponent(handle)}`,
      label: `@${handle} on X`,
      icon: <XIcon className="size-3.5" />,
    },
  ].filter((link) => !!link);
  if (!links.length) return null;
  return (
    <ul className="flex shrink-0 items-center">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            aria-label={link.label}
            title={link.label}
            className={iconLink}
          >
            {link.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The left of a project's own header: its logo and name (leading to its page) and its links.
 * Project pages are the project's site: no product navigation here.
 */
export function ProjectSiteBar({ project, home }: { project: Project; home: string }) {
  return (
    <div className="flex min-w-0 items-center gap-1 sm:gap-3">
      <Link
        to={home}
        className="-m-1 flex min-w-0 items-center gap-2.5 rounded-md p-1 font-semibold tracking-tight text-foreground"
      >
        <ProjectLogo
          project={project}
          size="sm"
          className="shadow-none"
          behindBanner={Boolean(project.banner_url)}
        />
        <span className="truncate">{project.name}</span>
      </Link>
      <SiteLinks project={project} />
    </div>
  );
}
