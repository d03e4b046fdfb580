import { AtSign, Cloud, Globe, type LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { ProfileLink } from '@shiplog/contract';
import { XIcon } from '@/components/brand/social-icons';

const ICONS: Record<ProfileLink['kind'], LucideIcon | ComponentType<{ className?: string }>> = {
  website: Globe,
  x: XIcon,
  bluesky: Cloud,
  mastodon: AtSign,
};

const NAMES: Record<ProfileLink['kind'], string> = {
  website: 'Website',
  x: 'X',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
};

/** A profile's website and social handles, each opening in a new tab. */
export function ProfileLinks({ links }: { links: ProfileLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul aria-label="Links" className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {links.map((link) => {
        const Icon = ICONS[link.kind];
        return (
          <li key={link.kind}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer nofollow me"
              className="inline-flex items-center gap-1.5 text-muted-foreground transition-colors hover:text-foreground"
            >
              <Icon aria-hidden className="size-4" />
              <span className="sr-only">{NAMES[link.kind]}: </span>
              <span className="break-all">{link.label}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
