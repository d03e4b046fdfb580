import { GitCommitHorizontal, Share2, Users, type LucideIcon } from 'lucide-react';

const benefits: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: GitCommitHorizontal,
    title: 'Turn commit messages into posts',
    text: 'Pick a commit and Shiplog writes the post. Edit it until it sounds like you.',
  },
  {
    icon: Share2,
    title: 'Share to Twitter/X, LinkedIn and Discord',
    text: 'One click opens the post on X or LinkedIn, or copies it for your Discord server.',
  },
  {
    icon: Users,
    title: 'Build an audience',
    text: 'Public changelogs, updates and waitlists turn readers into followers and subscribers.',
  },
];

/** The sign-in page's reasons to use Shiplog. */
export function BenefitList() {
  return (
    <section aria-labelledby="benefits-title" className="max-w-md">
      <p className="text-sm font-medium text-accent">Build in public</p>
      <h2 id="benefits-title" className="mt-3 text-heading font-semibold sm:text-2xl">
        Your commits already tell the story. Shiplog tells it for you.
      </h2>
      <ul className="mt-8 space-y-6">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-border bg-card text-accent shadow-card">
              <Icon aria-hidden className="size-5" />
            </span>
            <div>
              <h3 className="font-medium">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
