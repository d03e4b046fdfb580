import type { UpdateContributor } from '@shiplog/contract';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';

/** One contributor: avatar and name, linked to their GitHub profile when there is one. */
function Contributor({ contributor }: { contributor: UpdateContributor }) {
  const { name, login, avatar_url, profile_url, first_contribution } = contributor;
  const face = (
    <>
      <Avatar name={name} src={avatar_url} size="xs" />
      <span className="truncate">{name}</span>
      {login && login.toLowerCase() !== name.toLowerCase() && (
        <span className="truncate text-muted-foreground">@{login}</span>
      )}
    </>
  );
  return (
    <li className="flex min-w-0 items-center gap-2">
      {profile_url ? (
        <a
          href={profile_url}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-w-0 items-center gap-2 rounded-full hover:underline"
        >
          {face}
        </a>
      ) : (
        <span className="flex min-w-0 items-center gap-2">{face}</span>
      )}
      {first_contribution && <Badge variant="success">First contribution</Badge>}
    </li>
  );
}

/** Who made a generated update's change: commit and pull request authors, co-authors, credits. */
export function UpdateContributors({ contributors }: { contributors: UpdateContributor[] }) {
  return (
    <section aria-label="Contributors" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <p aria-hidden className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {contributors.length === 1 ? 'Contributor' : 'Contributors'}
      </p>
      <ul className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-2">
        {contributors.map((c) => (
          <Contributor key={c.login ?? c.name} contributor={c} />
        ))}
      </ul>
    </section>
  );
}
