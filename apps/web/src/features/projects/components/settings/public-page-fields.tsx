import { markdownMessages, MAX_LONG_DESCRIPTION_LENGTH, paths } from '@shiplog/contract';
import { MarkdownEditor } from '@/components/markdown/markdown-editor';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { FieldGroupProps } from './field-group-props';
import { controlProps, FormField } from '@/components/ui/form-field';
import type { GeneralValues } from './form-values';
import { ProjectImageUpload } from './project-image-upload';
import { TechStackInput } from './tech-stack-input';

type UrlKey = 'website_url' | 'banner_url' | 'logo_url' | 'icon_url';

const imageFields: Array<{ key: Exclude<UrlKey, 'website_url'>; label: string; hint: string }> = [
  { key: 'banner_url', label: 'Banner image URL', hint: 'A wide image across the top of the page.' },
  { key: 'logo_url', label: 'Logo URL', hint: 'A square image shown next to the name.' },
  {
    key: 'icon_url',
    label: 'Icon URL',
    hint: 'A small square image for the page header and the browser tab.',
  },
];

const idOf = (prefix: string, key: keyof GeneralValues) => `${prefix}-${key.replaceAll('_', '-')}`;

/** An http(s) link; '' clears it. */
function UrlField(props: FieldGroupProps & { field: UrlKey; label: string; hint?: string }) {
  const { values, errors, set, disabled, field, label, hint } = props;
  const id = idOf(props.id, field);
  return (
    <FormField id={id} label={label} hint={hint} error={errors[field]}>
      <Input
        {...controlProps(id, { hint: Boolean(hint), error: errors[field] })}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={values[field]}
        disabled={disabled}
        onChange={(event) => set(field, event.target.value)}
      />
      {field !== 'website_url' && (
        <ProjectImageUpload
          projectId={props.projectId}
          disabled={disabled}
          onUploaded={(url) => set(field, url)}
        />
      )}
    </FormField>
  );
}

/** What the public project page shows beyond its basic fields. */
export function PublicPageFields(props: FieldGroupProps) {
  const { id, values, errors, set, disabled } = props;
  const controlId = (key: keyof GeneralValues) => idOf(id, key);
  return (
    <fieldset aria-describedby={`${id}-public-note`} className="min-w-0 border-t border-border pt-6">
      <legend className="float-left w-full text-sm font-semibold">Public page</legend>
      <p id={`${id}-public-note`} className="clear-both pt-1 text-sm text-muted-foreground">
        Links, images and details visitors see on the project page.
      </p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <FormField
          id={controlId('slug')}
          label="Short address"
          hint={`${window.location.origin}${paths.projectSlug(values.slug || 'your-project')}`}
          error={errors.slug}
          className="sm:col-span-2"
        >
          <Input
            {...controlProps(controlId('slug'), { hint: true, error: errors.slug })}
            className="font-mono"
            placeholder="your-project"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={60}
            value={values.slug}
            disabled={disabled}
            onChange={(event) => set('slug', event.target.value)}
          />
        </FormField>
        <UrlField {...props} field="website_url" label="Website URL" />
        <FormField id={controlId('twitter_handle')} label="X handle" error={errors.twitter_handle}>
          <Input
            {...controlProps(controlId('twitter_handle'), { error: errors.twitter_handle })}
            placeholder="@shiplog"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={values.twitter_handle}
            disabled={disabled}
            onChange={(event) => set('twitter_handle', event.target.value)}
          />
        </FormField>
        {imageFields.map((image) => (
          <UrlField key={image.key} {...props} field={image.key} label={image.label} hint={image.hint} />
        ))}
      </div>
      <div className="mt-6 grid gap-6">
        <TechStackInput
          id={controlId('tech_stack')}
          value={values.tech_stack}
          error={errors.tech_stack}
          disabled={disabled}
          onChange={(next) => set('tech_stack', next)}
        />
        <FormField
          id={controlId('long_description')}
          label="Long description"
          hint={markdownMessages.hint}
          error={errors.long_description}
        >
          <MarkdownEditor value={values.long_description}>
            <Textarea
              {...controlProps(controlId('long_description'), { hint: true, error: errors.long_description })}
              rows={8}
              className="font-mono text-[13px]"
              maxLength={MAX_LONG_DESCRIPTION_LENGTH}
              placeholder="## The story of your project…"
              value={values.long_description}
              disabled={disabled}
              onChange={(event) => set('long_description', event.target.value)}
            />
          </MarkdownEditor>
        </FormField>
      </div>
    </fieldset>
  );
}
