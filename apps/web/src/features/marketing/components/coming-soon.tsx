import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

export interface ComingSoonProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}

/** A page whose content is not written yet; renders the page's <h1>. */
export function ComingSoon({ icon: Icon, title, description, actions }: ComingSoonProps) {
  return (
    <Container size="sm" className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl border border-primary/30 bg-primary/10 text-accent shadow-glow">
        <Icon aria-hidden className="size-6" />
      </span>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight text-balance sm:text-title">{title}</h1>
      <p className="mt-4 max-w-md text-base text-pretty text-muted-foreground">{description}</p>
      {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
    </Container>
  );
}
