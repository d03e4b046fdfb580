import { useEffect, useId, useRef } from 'react';
import {
  MAX_AVOID_PHRASES,
  MAX_HASHTAGS,
  voiceMessages,
  writingTones,
  type ProjectVoice,
  type WritingTone,
  writingToneLabels,
} from '@shiplog/contract';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Input } from '@/components/ui/input';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SaveBar } from '@/components/ui/save-bar';
import { Select } from '@/components/ui/select';
import { SettingsSection } from '@/components/ui/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useVoice } from '../api/get-voice';
import { ExamplePosts } from './example-posts';
import { useVoiceForm } from './use-voice-form';
import { controlProps, FormField } from '@/components/ui/form-field';

/** Project settings' 'Voice': how the posts and updates Shiplog writes for the project sound. */
export function VoiceSettingsSection({ projectId }: { projectId: string }) {
  return (
    <SettingsSection
      id="voice"
      title="Voice"
      description="How the posts and updates Shiplog writes for this project sound, with the built-in writer or your AI provider."
    >
      <VoiceSettings projectId={projectId} />
    </SettingsSection>
  );
}

function VoiceSettings({ projectId }: { projectId: string }) {
  const stored = useVoice(projectId);
  if (stored.isPending)
    return (
      <div role="status" aria-label="Loading voice settings" className="grid gap-5 p-6">
        {[0, 1, 2].map((n) => (
          <div key={n} className="grid gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-10 rounded-lg" />
          </div>
        ))}
        <Skeleton className="h-24 rounded-lg" />
      </div>
    );
  if (stored.isError)
    return (
      <div className="p-6">
        <RetryAlert
          title={voiceMessages.loadFailed}
          retrying={stored.isFetching}
          onRetry={() => void stored.refetch()}
        />
      </div>
    );
  return <VoiceForm projectId={projectId} stored={stored.data} />;
}

function VoiceForm({ projectId, stored }: { projectId: string; stored: ProjectVoice }) {
  const id = useId();
  const form = useVoiceForm(projectId, stored);
  const { values, errors } = form;
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.refusals === 0) return;
    element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.refusals]);

  return (
    <form ref={element} noValidate onSubmit={form.submit}>
      <div className="grid gap-6 p-6">
        <FormField
          id={`${id}-tone`}
          label="Default tone"
          hint="Used when you generate without choosing one. Automatic updates use the tone set under GitHub Integration."
          error={errors.fields.tone}
        >
          <Select
            {...controlProps(`${id}-tone`, { hint: true, error: errors.fields.tone })}
            className="sm:max-w-xs"
            value={values.tone}
            disabled={form.saving}
            onChange={(event) => form.set('tone', event.target.value as WritingTone)}
          >
            {writingTones.map((tone) => (
              <option key={tone} value={tone}>
                {writingToneLabels[tone]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          id={`${id}-avoid`}
          label="Phrases to avoid"
          hint={`One per line, up to ${MAX_AVOID_PHRASES}. Found as whole words in any letter case; a sentence that uses one is left out.`}
          error={errors.fields.avoid}
        >
          <Textarea
            {...controlProps(`${id}-avoid`, { hint: true, error: errors.fields.avoid })}
            rows={4}
            value={values.avoid}
            disabled={form.saving}
            placeholder={'excited to announce\ngame changer'}
            onChange={(event) => form.set('avoid', event.target.value)}
          />
        </FormField>
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField
            id={`${id}-hashtags`}
            label="Hashtags"
            hint={`Up to ${MAX_HASHTAGS}, separated by spaces. Added to posts for X and LinkedIn while they fit.`}
            error={errors.fields.hashtags}
          >
            <Input
              {...controlProps(`${id}-hashtags`, { hint: true, error: errors.fields.hashtags })}
              value={values.hashtags}
              disabled={form.saving}
              autoComplete="off"
              placeholder="#buildinpublic #opensource"
              onChange={(event) => form.set('hashtags', event.target.value)}
            />
          </FormField>
          <FormField
            id={`${id}-sign-off`}
            label="Sign-off"
            hint="Ends every post and update, before the link."
            error={errors.fields.sign_off}
          >
            <Input
              {...controlProps(`${id}-sign-off`, { hint: true, error: errors.fields.sign_off })}
              value={values.sign_off}
              disabled={form.saving}
              autoComplete="off"
              placeholder="— Ada, building Acme in public"
              onChange={(event) => form.set('sign_off', event.target.value)}
            />
          </FormField>
        </div>
        <ExamplePosts
          id={`${id}-example`}
          examples={values.examples}
          errors={errors.examples}
          disabled={form.saving}
          onChange={(index, text) =>
            form.set(
              'examples',
              values.examples.map((e, i) => (i === index ? text : e)),
            )
          }
          onAdd={form.addExample}
          onRemove={form.removeExample}
        />
        {form.failure && <FailureAlert title={voiceMessages.saveFailed} error={form.failure} />}
      </div>
      <SaveBar
        label="Save voice"
        savedMessage={voiceMessages.saved}
        saving={form.saving}
        saved={form.saved}
        changed={form.changed}
      />
    </form>
  );
}
