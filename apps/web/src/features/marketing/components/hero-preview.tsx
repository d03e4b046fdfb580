import { GitCommitHorizontal, Heart, MessageCircle, Repeat2, Sparkles } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';

export function CommitCard() {
  return (
    <div className="rounded-xl border border-border bg-background/80 p-5 font-mono text-[13px] shadow-card">
      <div className="flex items-center gap-2 text-muted-foreground">
        <GitCommitHorizontal aria-hidden className="size-4 text-accent" />
        <span className="text-accent">a1b2c3f</span>
        <span aria-hidden>·</span>
        <span>main</span>
      </div>
      <p className="mt-3 leading-6 text-foreground">feat(feeds): RSS and Atom feeds for public changelogs</p>
      <div className="mt-4 flex items-center gap-3 text-xs text-muted-foreground">
        <span>maya-dev</span>
        <span className="text-success">+248</span>
        <span className="text-danger">−12</span>
      </div>
    </div>
  );
}

export function PreviewPostCard() {
  return (
    <div className="rounded-xl border border-border bg-background/80 p-5 text-sm shadow-card">
      <div className="flex items-center gap-3">
        <Avatar name="Maya Chen" size="sm" />
        <div className="leading-tight">
          <p className="font-medium">Maya Chen</p>
          <p className="text-xs text-muted-foreground">@mayabuilds</p>
        </div>
      </div>
      <p className="mt-3 leading-6 text-foreground/90">
        Just shipped RSS and Atom feeds for every public changelog. Follow any project from your favourite
        reader, no account needed. <span className="text-accent">#buildinpublic</span>
      </p>
      <div className="mt-4 flex items-center gap-5 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <MessageCircle aria-hidden className="size-3.5" /> 8
        </span>
        <span className="flex items-center gap-1.5">
          <Repeat2 aria-hidden className="size-3.5" /> 14
        </span>
        <span className="flex items-center gap-1.5">
          <Heart aria-hidden className="size-3.5" /> 96
        </span>
      </div>
    </div>
  );
}

/**
 * A still of the product's idea: a commit on the left, the post written from it on the right.
 * The hero shows it in place of the animation when the visitor prefers reduced motion.
 */
export function HeroPreview() {
  return (
    <div className="rounded-2xl border border-border bg-card/70 p-3 shadow-popover backdrop-blur sm:p-4">
      <div className="grid items-center gap-3 md:grid-cols-[1fr_auto_1fr] md:gap-4">
        <CommitCard />
        <div className="flex items-center justify-center gap-2 py-1 text-xs font-medium text-accent md:flex-col">
          <span className="flex size-9 items-center justify-center rounded-full border border-primary/40 bg-primary/15 shadow-glow">
            <Sparkles aria-hidden className="size-4" />
          </span>
          <span>AI writes it</span>
        </div>
        <PreviewPostCard />
      </div>
    </div>
  );
}
