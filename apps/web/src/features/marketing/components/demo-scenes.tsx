import { Globe, Rss } from 'lucide-react';
import { PreviewPostCard } from './hero-preview';

export function CommitScene() {
  return (
    <div className="rounded-xl border border-border bg-background p-5 font-mono text-[13px] leading-7 shadow-card">
      <p>
        <span className="text-success">~/feedkit</span> <span className="text-muted-foreground">$</span> git
        commit -m &quot;feat(feeds): RSS and Atom feeds&quot;
      </p>
      <p className="text-muted-foreground">[main a1b2c3f] feat(feeds): RSS and Atom feeds</p>
      <p className="text-muted-foreground"> 6 files changed, 248 insertions(+), 12 deletions(-)</p>
      <p>
        <span className="text-success">~/feedkit</span> <span className="text-muted-foreground">$</span> git
        push
      </p>
      <p className="text-accent">→ Shiplog picked up a1b2c3f</p>
    </div>
  );
}

export function PostScene() {
  return <PreviewPostCard />;
}

const entries = [
  { date: 'Today', title: 'RSS and Atom feeds for public changelogs', fresh: true },
  { date: 'Mon', title: 'Dark mode for embedded widgets', fresh: false },
  { date: 'Last week', title: 'Faster commit import (3× fewer API calls)', fresh: false },
];

export function PublicPageScene() {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-background shadow-card">
      <div className="flex items-center gap-2 border-b border-border bg-card px-4 py-2.5 text-xs text-muted-foreground">
        <Globe aria-hidden className="size-3.5" />
        <span className="font-mono">shiplog.dev/p/feedkit</span>
      </div>
      <div className="p-5">
        <div className="flex items-center justify-between">
          <p className="font-semibold">feedkit changelog</p>
          <span className="flex items-center gap-1 text-xs text-accent">
            <Rss aria-hidden className="size-3.5" /> 1.2k followers
          </span>
        </div>
        <ul className="mt-4 space-y-2 text-sm">
          {entries.map((entry) => (
            <li
              key={entry.title}
              className={
                entry.fresh
                  ? 'rounded-lg border border-primary/40 bg-primary/10 px-3 py-2'
                  : 'rounded-lg border border-border px-3 py-2'
              }
            >
              <span className="mr-2 text-xs text-muted-foreground">{entry.date}</span>
              {entry.title}
              {entry.fresh && <span className="ml-2 text-xs font-medium text-accent">New</span>}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
