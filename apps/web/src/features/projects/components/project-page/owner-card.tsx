import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths, type Project } from '@shiplog/contract';
import { Avatar } from '@/components/ui/avatar';
import { SidebarCard } from './sidebar-card';

/** Who builds the project, the way to their public profile and, for visitors, Follow. */
export function OwnerCard({ owner, follow }: { owner: Project['user']; follow?: ReactNode }) {
  return (
    <SidebarCard id="project-owner" title="Built by">
      <div className="flex items-center gap-3">
        <Avatar name={owner.username} src={owner.avatar_url} size="md" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{owner.username}</p>
          <Link to={paths.user(owner.id)} className="text-sm text-accent hover:underline">
            View profile
          </Link>
        </div>
      </div>
      {follow && <div className="mt-4">{follow}</div>}
    </SidebarCard>
  );
}
