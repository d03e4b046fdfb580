import { useState } from 'react';
import type { CreatedApiToken } from '@shiplog/contract';
import { SettingsSection } from '@/components/ui/settings-section';
import { ApiTokenList } from './api-token-list';
import { CliInstallNote } from './cli-install-note';
import { CreateApiTokenForm } from './create-api-token-form';
import { NewTokenReveal } from './new-token-reveal';

/** /settings' 'API tokens': personal tokens for scripts and the shiplog command line. */
export function ApiTokensSection() {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <SettingsSection
      id="api-tokens"
      title="API tokens"
      description={
        <>
          Personal tokens let scripts and the <code className="font-mono">shiplog</code> command line use
          Shiplog as you. Send one as <code className="font-mono">Authorization: Bearer</code>.
        </>
      }
    >
      {created && <NewTokenReveal created={created} onDone={() => setCreated(null)} />}
      <ApiTokenList />
      <div className="border-t border-border">
        <CreateApiTokenForm onCreated={setCreated} />
      </div>
      <CliInstallNote />
    </SettingsSection>
  );
}
