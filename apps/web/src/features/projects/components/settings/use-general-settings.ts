import { useState, type FormEvent } from 'react';
import { projectMessages, SAVED_BANNER_MS, updateProjectBodySchema, type Project } from '@shiplog/contract';
import { isApiError } from '@/lib/api-error';
import { messageFor } from '@/lib/server-message';
import { useUpdateProject } from '../../api/update-project';
import {
  changedFields,
  fieldErrorsFrom,
  toValues,
  type GeneralFieldErrors,
  type GeneralValues,
} from './form-values';
import { useFlash } from '@/lib/use-flash';

/**
 * The general settings form: values, per-field errors, the failure banner and the saved banner.
 * Checks the fields before sending, sends only what changed, keeps the input when saving fails.
 */
export function useGeneralSettings(project: Project) {
  const update = useUpdateProject(project.id);
  const saved = useFlash(SAVED_BANNER_MS);
  const [values, setValues] = useState(() => toValues(project));
  const [errors, setErrors] = useState<GeneralFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** Counts refusals, so the form can move focus to the first field in error. */
  const [refusals, setRefusals] = useState(0);
  const changes = changedFields(values, toValues(project));
  const changed = Object.keys(changes).length > 0;

  function set<K extends keyof GeneralValues>(key: K, value: GeneralValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  function refuse(fieldErrors: GeneralFieldErrors) {
    setErrors(fieldErrors);
    setRefusals((n) => n + 1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saved.hide();
    setFailure(null);
    if (values.name.trim() === '') return refuse({ name: projectMessages.nameRequired });
    const parsed = updateProjectBodySchema.safeParse(changes);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return refuse(fieldErrorsFrom(issues));
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (project) => {
        setValues(toValues(project));
        saved.show();
      },
      onError: (error) => {
        const fieldErrors = isApiError(error) ? fieldErrorsFrom(error.issues) : {};
        if (Object.keys(fieldErrors).length > 0) return refuse(fieldErrors);
        setFailure(messageFor(error, projectMessages.updateFailed));
      },
    });
  }

  return {
    values,
    set,
    errors,
    refusals,
    failure,
    saved: saved.visible,
    changed,
    saving: update.isPending,
    submit,
  };
}
