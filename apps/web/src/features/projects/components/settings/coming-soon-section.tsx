import { Clock } from 'lucide-react';
import { SettingsSection } from '@/components/ui/settings-section';

export interface ComingSoonSectionProps {
  id: string;
  title: string;
  description: string;
}

/** A settings section that later work fills in: its place on the page, and no controls yet. */
export function ComingSoonSection({ id, title, description }: ComingSoonSectionProps) {
  return (
    <SettingsSection id={id} title={title} description={description}>
      <p className="flex items-center gap-2.5 p-6 text-sm text-muted-foreground">
        <Clock aria-hidden className="size-4 shrink-0 text-accent" />
        Coming soon: {title} is not available yet.
      </p>
    </SettingsSection>
  );
}
