import { MAX_PROJECT_DESCRIPTION_LENGTH, MAX_PROJECT_NAME_LENGTH, projectMessages } from '@shiplog/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { FieldGroupProps } from './field-group-props';
import { controlProps, FormField } from '@/components/ui/form-field';

/** The general settings: name, description, repository and the private flag. */
export function BasicFields({ id, values, errors, set, disabled }: FieldGroupProps) {
  const privateId = `${id}-private`;
  return (
    <>
      <FormField id={`${id}-name`} label="Project name" error={errors.name}>
        <Input
          {...controlProps(`${id}-name`, { error: errors.name })}
          required
          maxLength={MAX_PROJECT_NAME_LENGTH}
          autoComplete="off"
          value={values.name}
          disabled={disabled}
          onChange={(event) => set('name', event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description}>
        <Textarea
          {...controlProps(`${id}-description`, { error: errors.description })}
          rows={3}
          maxLength={MAX_PROJECT_DESCRIPTION_LENGTH}
          placeholder="What are you building?"
          value={values.description}
          disabled={disabled}
          onChange={(event) => set('description', event.target.value)}
        />
      </FormField>
      <FormField
        id={`${id}-repository`}
        label="Repository"
        hint="The GitHub repository, as username/repository."
        error={errors.repository_name}
      >
        <Input
          {...controlProps(`${id}-repository`, { hint: true, error: errors.repository_name })}
          className="font-mono"
          placeholder="username/repository"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={values.repository_name}
          disabled={disabled}
          onChange={(event) => set('repository_name', event.target.value)}
        />
      </FormField>
      <div className="flex items-start gap-3">
        <Checkbox
          id={privateId}
          className="mt-0.5"
          aria-describedby={`${privateId}-hint`}
          checked={values.is_private}
          disabled={disabled}
          onChange={(event) => set('is_private', event.target.checked)}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={privateId}>Private project</Label>
          <p id={`${privateId}-hint`} className="text-xs text-muted-foreground">
            {projectMessages.privateHint}
          </p>
        </div>
      </div>
    </>
  );
}
