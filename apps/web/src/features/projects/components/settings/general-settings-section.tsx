import { useEffect, useId, useRef } from 'react';
import { projectMessages, type Project } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BasicFields } from './basic-fields';
import { PublicPageFields } from './public-page-fields';
import { SettingsFooter, SettingsSection } from '@/components/ui/settings-section';
import { useGeneralSettings } from './use-general-settings';

/** Name, description, repository, visibility and the public page's details, saved together. */
export function GeneralSettingsSection({ project }: { project: Project }) {
  const id = useId();
  const form = useGeneralSettings(project);
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.refusals === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.refusals]);
  const fields = { id, values: form.values, errors: form.errors, set: form.set, disabled: form.saving };
  return (
    <SettingsSection
      id="general"
      title="General"
      description="How the project is named, where its code lives and who can see it."
    >
      <form ref={formElement} noValidate onSubmit={form.submit}>
        <div className="grid gap-6 p-6">
          <BasicFields {...fields} />
          <PublicPageFields {...fields} />
          {form.failure && <Alert variant="error">{form.failure}</Alert>}
        </div>
        <SettingsFooter
          note={
            // One live region that stays, so the banner is announced when it appears.
            <div role="status">
              {form.saved && (
                <Alert variant="success" role="none" className="py-2">
                  {projectMessages.saved}
                </Alert>
              )}
            </div>
          }
        >
          <Button type="submit" className="max-sm:w-full" loading={form.saving} disabled={!form.changed}>
            {form.saving ? 'Saving...' : 'Save changes'}
          </Button>
        </SettingsFooter>
      </form>
    </SettingsSection>
  );
}
