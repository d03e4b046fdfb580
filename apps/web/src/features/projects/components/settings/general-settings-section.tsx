import { useEffect, useId, useRef } from 'react';
import { projectMessages, type Project } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { SaveBar } from '@/components/ui/save-bar';
import { BasicFields } from './basic-fields';
import { PublicPageFields } from './public-page-fields';
import { SettingsSection } from '@/components/ui/settings-section';
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
  const fields = {
    id,
    values: form.values,
    errors: form.errors,
    set: form.set,
    disabled: form.saving,
    projectId: project.id,
  };
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
        <SaveBar
          label="Save changes"
          savedMessage={projectMessages.saved}
          saving={form.saving}
          saved={form.saved}
          changed={form.changed}
        />
      </form>
    </SettingsSection>
  );
}
