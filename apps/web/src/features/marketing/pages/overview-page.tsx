import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';

const steps = [
  { title: 'Connect GitHub', text: 'Link the repositories you want to talk about. Nothing else is read.' },
  { title: 'Pick a commit', text: 'Choose the change worth sharing from your recent commits.' },
  { title: 'Let AI write', text: 'Get a clear, human post from the commit message, then edit it.' },
  { title: 'Share and log it', text: 'Post to X, LinkedIn or Discord and keep a public changelog.' },
];

export function OverviewPage() {
  return (
    <Container className="py-16 sm:py-20">
      <PageHeader
        eyebrow="Overview"
        title="What is Shiplog?"
        description="Shiplog is a build-in-public tool for developers. It turns the commits you push into social posts, project updates, changelog pages and subscriber mail."
      />
      <section aria-labelledby="how-title" className="mt-16">
        <h2 id="how-title" className="text-heading font-semibold">
          How it works
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-border bg-card p-6 shadow-card">
              <span className="font-mono text-sm text-accent">0{index + 1}</span>
              <h3 className="mt-3 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <div className="mt-12 flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.register}>Get started free</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.features}>Explore features</Link>
        </Button>
      </div>
    </Container>
  );
}
