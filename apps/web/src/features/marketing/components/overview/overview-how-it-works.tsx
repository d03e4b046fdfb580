import { GitCommitHorizontal, Send, Sparkles } from 'lucide-react';
import type { ComponentType } from 'react';
import { GithubIcon } from '@/components/brand/social-icons';
import { MarketingSection } from '../marketing-section';

interface Step {
  /** Drawn inside an aria-hidden tile: the step's title names it. */
  icon: ComponentType<{ className?: string }>;
  title: string;
  text: string;
}

export const howItWorksSteps: Step[] = [
  {
    icon: GithubIcon,
    title: 'Connect GitHub',
    text: 'Sign in and connect the repositories you want to talk about. Shiplog reads only what you connect.',
  },
  {
    icon: GitCommitHorizontal,
    title: 'Pick a commit',
    text: 'Choose the change worth sharing from your recent commits, or let webhooks pick up every release.',
  },
  {
    icon: Sparkles,
    title: 'AI writes the post',
    text: 'The commit message becomes a clear, human post in your voice. Edit anything before it goes out.',
  },
  {
    icon: Send,
    title: 'Publish everywhere',
    text: 'Share it to X, LinkedIn and Discord, and add it to your public changelog, where subscribers get it by email.',
  },
];

/** The four steps from a commit to an audience (anchor #how-it-works). */
export function OverviewHowItWorks() {
  return (
    <MarketingSection anchor="how-it-works" heading={heading} className="py-section">
      <ol className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {howItWorksSteps.map(({ icon: Icon, title, text }, index) => (
          <li
            key={title}
            data-step
            className="relative flex flex-col rounded-xl border border-border bg-card p-6 shadow-card"
          >
            <div className="flex items-center justify-between">
              <span
                aria-hidden
                className="flex size-10 items-center justify-center rounded-lg border border-primary/30 bg-primary/10 text-accent"
              >
                <Icon className="size-5" />
              </span>
              <span aria-hidden className="font-mono text-sm text-subtle-foreground">
                0{index + 1}
              </span>
            </div>
            <h3 className="mt-5 text-base font-semibold tracking-tight">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}

const heading = {
  eyebrow: 'How it works',
  title: 'From commit to audience in four steps',
  lead: 'Keep shipping the way you do. Shiplog does the writing and the publishing.',
};
