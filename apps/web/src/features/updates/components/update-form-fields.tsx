import type { ReactNode } from 'react';
import { markdownMessages, MAX_UPDATE_TITLE_LENGTH, updateTypes } from '@shiplog/contract';
import { ImageUploadButton } from '@/components/image-upload/image-upload-button';
import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { MarkdownImageTools } from '@/components/markdown/markdown-image-tools';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ScheduleFields } from '@/components/schedule/schedule-fields';
import { updateTypeLabels } from './update-badges';
import type { PublishTime } from './use-publish-time';
import {
  showsCommit,
  showsImage,
  type UpdateField,
  type UpdateValueField,
  type UpdateFieldErrors,
  type UpdateFormValues,
} from './update-form-values';

export interface UpdateFormFieldsProps {
  id: string;
  values: UpdateFormValues;
  errors: UpdateFieldErrors;
  disabled: boolean;
  /** The publish date, time and time zone. */
  publishTime: PublishTime;
  /** The project the update belongs to: its uploaded images are deleted with it. */
  projectId?: string;
  onChange: <F extends UpdateValueField>(field: F, value: UpdateFormValues[F]) => void;
}

/** A label, the control, an optional hint and the field's error (announced via aria-describedby). */
function FormField(props: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="text-xs font-medium text-danger">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The inputs of the update modal: every field of an update; image URL and commit show per type. */
export function UpdateFormFields({
  id,
  values,
  errors,
  disabled,
  publishTime,
  projectId,
  onChange,
}: UpdateFormFieldsProps) {
  const a11y = (field: UpdateField, hint = false) => ({
    id: `${id}-${field}`,
    disabled,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [hint && `${id}-${field}-hint`, errors[field] && `${id}-${field}-error`].filter(Boolean).join(' ') ||
      undefined,
  });
  const text = (field: Exclude<UpdateField, 'type' | 'is_pinned' | 'is_major_update' | 'published_at'>) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  const field = (name: UpdateField, label: string, hint?: string) => ({
    id: `${id}-${name}`,
    label,
    hint,
    error: errors[name],
  });

  return (
    <div className="grid gap-4">
      <FormField {...field('type', 'Type')}>
        <Select
          {...a11y('type')}
          value={values.type}
          onChange={(event) => onChange('type', event.target.value as UpdateFormValues['type'])}
        >
          {updateTypes.map((type) => (
            <option key={type} value={type}>
              {updateTypeLabels[type]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField {...field('title', 'Title')}>
        <Input {...a11y('title')} {...text('title')} maxLength={MAX_UPDATE_TITLE_LENGTH} />
      </FormField>
      <FormField {...field('content', 'Content', markdownMessages.hint)}>
        <MarkdownEditor value={values.content}>
          <Textarea {...a11y('content', true)} {...text('content')} rows={6} />
          <MarkdownImageTools
            textareaId={`${id}-content`}
            value={values.content}
            onChange={(value) => onChange('content', value)}
            projectId={projectId}
            disabled={disabled}
          />
        </MarkdownEditor>
      </FormField>
      {showsImage(values.type) && (
        <FormField {...field('image_url', 'Image URL')}>
          <Input
            {...a11y('image_url')}
            {...text('image_url')}
            type="url"
            inputMode="url"
            placeholder="https://"
          />
          <ImageUploadButton
            projectId={projectId}
            disabled={disabled}
            onUploaded={(image) => onChange('image_url', image.url)}
          />
        </FormField>
      )}
      {showsCommit(values.type) && (
        <>
          <FormField {...field('commit_hash', 'Commit hash')}>
            <Input
              {...a11y('commit_hash')}
              {...text('commit_hash')}
              className="font-mono"
              spellCheck={false}
            />
          </FormField>
          <FormField {...field('commit_message', 'Commit message', 'Shown with the commit on the update.')}>
            <Textarea {...a11y('commit_message', true)} {...text('commit_message')} rows={2} />
          </FormField>
        </>
      )}
      <fieldset className="grid gap-3" aria-describedby={`${id}-published_at-hint`}>
        <legend className="mb-3 text-sm leading-none font-medium text-foreground">Publish date</legend>
        <ScheduleFields
          input={publishTime.input}
          id={`${id}-published_at`}
          disabled={disabled}
          lead={publishTime.lead}
        />
        <p id={`${id}-published_at-hint`} className="text-xs text-muted-foreground">
          A future time schedules the update: only you see it until then.
        </p>
        {errors.published_at && (
          <p role="alert" className="text-xs font-medium text-danger">
            {errors.published_at}
          </p>
        )}
      </fieldset>
      <FormField {...field('labels', 'Labels', 'Optional, separated by commas (e.g. feature, ui).')}>
        <Input {...a11y('labels', true)} {...text('labels')} />
      </FormField>
      <div className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
        <label className="inline-flex items-center gap-2">
          <Checkbox
            checked={values.is_pinned}
            disabled={disabled}
            onChange={(event) => onChange('is_pinned', event.target.checked)}
          />
          Pin to the top
        </label>
        <label className="inline-flex items-center gap-2">
          <Checkbox
            checked={values.is_major_update}
            disabled={disabled}
            onChange={(event) => onChange('is_major_update', event.target.checked)}
          />
          Major update
        </label>
      </div>
    </div>
  );
}
