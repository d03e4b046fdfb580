import { Check, CreditCard, Gift, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

const included = [
  'Unlimited projects, updates and public changelogs',
  'AI-written posts from your commits',
  'Sharing to Twitter/X, LinkedIn and Discord',
  'Waitlists and subscriber emails',
];

const perks = [
  { icon: CreditCard, title: 'No card needed', text: 'We never ask for payment details during the beta.' },
  {
    icon: Gift,
    title: 'Lifetime perks for early adopters',
    text: 'Accounts created during the beta keep special perks when paid plans arrive.',
  },
];

export function BillingPage() {
  return (
    <Container size="md" className="py-16">
      <PageHeader title="Billing" description="Shiplog is free during beta. No credit card required." />
      <Card className="mt-10 overflow-hidden">
        <div className="flex flex-col gap-6 p-6 sm:flex-row sm:items-start sm:justify-between sm:p-8">
          <div>
            <div className="flex items-center gap-3">
              <h2 className="text-heading font-semibold">Beta plan</h2>
              <Badge variant="primary">
                <Sparkles aria-hidden className="size-3" />
                Current plan
              </Badge>
            </div>
            <p className="mt-2 text-sm text-muted-foreground">
              Everything Shiplog does, free while we are in beta.
            </p>
          </div>
          <p className="shrink-0">
            <span className="text-4xl font-semibold tracking-tight">$0</span>
            <span className="text-sm text-muted-foreground"> / month</span>
          </p>
        </div>
        <ul className="grid gap-3 border-t border-border p-6 text-sm sm:grid-cols-2 sm:p-8">
          {included.map((item) => (
            <li key={item} className="flex gap-2.5">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              {item}
            </li>
          ))}
        </ul>
      </Card>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {perks.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-xl border border-border bg-card p-5 shadow-card">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
            <div>
              <h2 className="font-medium">{title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <EmptyState
        className="mt-10"
        title="No invoices"
        description="You have never been charged. Invoices will appear here if you choose a paid plan after the beta."
      />
    </Container>
  );
}
