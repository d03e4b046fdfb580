import { Link } from 'react-router';
import { paths, type Project } from '@shiplog/contract';
import { Avatar } from '@/components/ui/avatar';

/** Who builds the project, with the way to their public profile (where they can be followed). */
export function OwnerCard({ owner }: { owner: Project['user'] }) {
  return (
    <section
      aria-labelledby="project-owner"
      className="rounded-xl border border-border bg-card p-5 shadow-card"
    >
      <h2 id="project-owner" className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        Built by
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <Avatar name={owner.username} src={owner.avatar_url} size="md" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{owner.username}</p>
          <Link to={paths.user(owner.id)} className="text-sm text-accent hover:underline">
            View profile
          </Link>
        </div>
      </div>
    </section>
  );
}
