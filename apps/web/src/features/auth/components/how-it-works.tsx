import { ShieldCheck } from 'lucide-react';

const steps = [
  { title: 'Create your account', text: 'With GitHub or with your email address. It is free during beta.' },
  { title: 'Connect GitHub', text: 'Choose the repositories Shiplog may read when you are ready.' },
  { title: 'Pick a commit', text: 'Shiplog turns the commit message into a post you can edit.' },
  {
    title: 'Share your progress',
    text: 'Post to Twitter/X, LinkedIn or Discord and keep a public changelog.',
  },
];

/** The registration page's four-step how-it-works list and the GitHub access note. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-title" className="max-w-md">
      <p className="text-sm font-medium text-accent">How it works</p>
      <h2 id="how-it-works-title" className="mt-3 text-heading font-semibold sm:text-2xl">
        From commit to post in four steps
      </h2>
      <ol className="mt-8 space-y-6">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden
              className="flex size-8 shrink-0 items-center justify-center rounded-full border border-primary/40 bg-primary/15 font-mono text-sm font-semibold text-accent"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-medium">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-8 flex gap-3 rounded-lg border border-border bg-card/60 p-4 text-sm text-muted-foreground">
        <ShieldCheck aria-hidden className="size-5 shrink-0 text-success" />
        <span>
          Shiplog accesses your GitHub repositories only if you connect GitHub. Signing in with GitHub shares
          just your name, email address and avatar.
        </span>
      </p>
    </section>
  );
}
