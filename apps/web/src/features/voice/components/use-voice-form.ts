import { useState, type FormEvent } from 'react';
import {
  MAX_VOICE_EXAMPLES,
  projectVoiceBodySchema,
  SAVED_BANNER_MS,
  type ProjectVoice,
} from '@shiplog/contract';
import { isApiError } from '@/lib/api-error';
import { useFlash } from '@/lib/use-flash';
import { useSaveVoice } from '../api/save-voice';
import {
  differs,
  errorsFrom,
  hasErrors,
  noErrors,
  toBody,
  toValues,
  type VoiceErrors,
  type VoiceValues,
} from '../lib/voice-values';

/**
 * The Voice form: values, the contract's problems per field (checked before sending, and the
 * server's if it still refuses), the failure and the saved banner. What was typed stays when
 * saving fails; after a save the form shows the voice as stored (hashtags with their #).
 */
export function useVoiceForm(projectId: string, stored: ProjectVoice) {
  const save = useSaveVoice(projectId);
  const saved = useFlash(SAVED_BANNER_MS);
  const [values, setValues] = useState(() => toValues(stored));
  const [errors, setErrors] = useState<VoiceErrors>(noErrors);
  /** Counts refusals, so the form can move focus to the first field in error. */
  const [refusals, setRefusals] = useState(0);

  function edit(next: VoiceValues) {
    setValues(next);
    setErrors(noErrors());
    save.reset();
    saved.hide();
  }

  function refuse(next: VoiceErrors) {
    setErrors(next);
    setRefusals((n) => n + 1);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saved.hide();
    const body = toBody(values);
    const parsed = projectVoiceBodySchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return refuse(errorsFrom(issues, values));
    }
    save.mutate(body, {
      onSuccess: (voice) => {
        setValues(toValues(voice));
        saved.show();
      },
      onError: (error) => {
        const refused = isApiError(error) ? errorsFrom(error.issues, values) : noErrors();
        if (hasErrors(refused)) refuse(refused);
      },
    });
  }

  return {
    values,
    set: <K extends keyof VoiceValues>(key: K, value: VoiceValues[K]) => edit({ ...values, [key]: value }),
    addExample: () =>
      values.examples.length < MAX_VOICE_EXAMPLES && edit({ ...values, examples: [...values.examples, ''] }),
    removeExample: (index: number) =>
      edit({ ...values, examples: values.examples.filter((_, i) => i !== index) }),
    errors,
    refusals,
    /** A failure that is not about one field (the server or the network). */
    failure: save.isError && !hasErrors(errors) ? save.error : null,
    saving: save.isPending,
    saved: saved.visible,
    changed: differs(values, stored),
    submit,
  };
}
