import { ArrowUpRight, Globe } from 'lucide-react';
import type { ComponentType } from 'react';
import { GithubIcon, XIcon } from '@/components/brand/social-icons';
import type { CompanyProfile } from '../../lib/company-profile';
import { ExternalAnchor } from './external-anchor';

interface ProfileLink {
  kind: string;
  label: string;
  href: string;
  icon: ComponentType<{ className?: string }>;
}

function linksOf(profile: CompanyProfile): ProfileLink[] {
  return [
    {
      kind: 'Repository',
      label: profile.repositoryName,
      href: `https://github.com/${profile.repositoryName}`,
      icon: GithubIcon,
    },
    { kind: 'Website', label: new URL(profile.website).host, href: profile.website, icon: Globe },
    { kind: 'X', label: `@${profile.twitter}`, href: `https://x.com/${profile.twitter}`, icon: XIcon },
  ];
}

/** Links to the repository, the website and the X account. */
export function ProfileLinks({ profile }: { profile: CompanyProfile }) {
  return (
    <ul aria-label="Links" className="flex flex-wrap gap-2">
      {linksOf(profile).map(({ kind, label, href, icon: Icon }) => (
        <li key={kind}>
          <ExternalAnchor
            href={href}
            className="group inline-flex h-9 items-center gap-2 rounded-lg border border-border bg-secondary px-3 text-sm text-foreground transition-colors hover:border-border-strong hover:bg-secondary-hover"
          >
            <span aria-hidden className="text-muted-foreground group-hover:text-foreground">
              <Icon className="size-4" />
            </span>
            <span className="sr-only">{kind}: </span>
            {label}
            <ArrowUpRight aria-hidden className="size-3.5 text-muted-foreground" />
          </ExternalAnchor>
        </li>
      ))}
    </ul>
  );
}
