import { useId } from 'react';
import {
  MAX_PROJECT_DESCRIPTION_LENGTH,
  MAX_PROJECT_NAME_LENGTH,
  projectMessages,
  type CreateProjectBody,
  type Repository,
} from '@shiplog/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

export interface ProjectFieldValues {
  name: string;
  description: string;
  isPrivate: boolean;
}

export const blankProjectFields: ProjectFieldValues = { name: '', description: '', isPrivate: false };

/** Blank name and description are left out: the server takes them from the repository. */
export function createProjectBody(repository: Repository, values: ProjectFieldValues): CreateProjectBody {
  const name = values.name.trim();
  const description = values.description.trim();
  return {
    repository_name: repository.full_name,
    repository_id: repository.id,
    is_private: values.isPrivate,
    ...(name && { name }),
    ...(description && { description }),
  };
}

export interface ProjectFieldsProps {
  /** The chosen repository: its name and description are the placeholders (and the defaults). */
  repository: Repository | null;
  values: ProjectFieldValues;
  onChange: (values: ProjectFieldValues) => void;
  disabled: boolean;
}

/** Name, description and the private flag of a new project. */
export function ProjectFields({ repository, values, onChange, disabled }: ProjectFieldsProps) {
  const id = useId();
  const set = (patch: Partial<ProjectFieldValues>) => onChange({ ...values, ...patch });
  return (
    <div className="grid content-start gap-5">
      <Field id={`${id}-name`} label="Project name" hint="Leave blank to use the repository name.">
        <Input
          id={`${id}-name`}
          value={values.name}
          maxLength={MAX_PROJECT_NAME_LENGTH}
          placeholder={repository?.name ?? 'Repository name'}
          aria-describedby={`${id}-name-hint`}
          disabled={disabled}
          onChange={(event) => set({ name: event.target.value })}
        />
      </Field>
      <Field
        id={`${id}-description`}
        label="Description"
        hint="Leave blank to use the repository description."
      >
        <Textarea
          id={`${id}-description`}
          rows={3}
          value={values.description}
          maxLength={MAX_PROJECT_DESCRIPTION_LENGTH}
          placeholder={repository?.description || 'What are you building?'}
          aria-describedby={`${id}-description-hint`}
          disabled={disabled}
          onChange={(event) => set({ description: event.target.value })}
        />
      </Field>
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-private`}
          className="mt-0.5"
          checked={values.isPrivate}
          aria-describedby={`${id}-private-hint`}
          disabled={disabled}
          onChange={(event) => set({ isPrivate: event.target.checked })}
        />
        <div className="grid gap-1">
          <label htmlFor={`${id}-private`} className="text-sm leading-none font-medium">
            Private project
          </label>
          <p id={`${id}-private-hint`} className="text-xs text-muted-foreground">
            {values.isPrivate ? projectMessages.privateHint : projectMessages.publicHint}
          </p>
        </div>
      </div>
    </div>
  );
}
