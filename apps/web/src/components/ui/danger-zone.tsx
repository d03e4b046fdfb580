import type { ReactNode } from 'react';
import { SettingsSection } from './settings-section';

export interface DangerZoneProps {
  /** The section's heading ("Danger zone"). */
  title: string;
  /** Under the heading: what the actions here cannot undo. */
  description: string;
  /** The action's name and what it removes. */
  action: string;
  detail: string;
  /** The confirm dialog with its trigger button. */
  children: ReactNode;
}

/** The last settings section (#danger-zone): one irreversible action, confirmed in a dialog. */
export function DangerZone({ title, description, action, detail, children }: DangerZoneProps) {
  return (
    <SettingsSection id="danger-zone" title={title} tone="danger" description={description}>
      <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm">
          <p className="font-medium">{action}</p>
          <p className="mt-1 text-muted-foreground">{detail}</p>
        </div>
        {children}
      </div>
    </SettingsSection>
  );
}
