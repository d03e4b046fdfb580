import { useState, type FormEvent } from 'react';
import { SAVED_BANNER_MS, type AutoUpdateSettings } from '@shiplog/contract';
import { useFlash } from '@/lib/use-flash';
import { useSaveAutoUpdates } from '../api/save-auto-updates';

/** Said when automatic updates are on with no kind of change chosen. */
export const NO_COMMIT_TYPES = 'Choose at least one kind of change, or turn automatic updates off.';

const sameSettings = (a: AutoUpdateSettings, b: AutoUpdateSettings) =>
  a.enabled === b.enabled &&
  a.tone === b.tone &&
  a.min_significance === b.min_significance &&
  a.weekly_story === b.weekly_story &&
  [...a.commit_types].sort().join() === [...b.commit_types].sort().join();

/** The auto-update form: values, the saved banner (3 seconds) and the failure. */
export function useAutoUpdateForm(projectId: string, stored: AutoUpdateSettings) {
  const save = useSaveAutoUpdates(projectId);
  const saved = useFlash(SAVED_BANNER_MS);
  const [values, setValues] = useState(stored);
  const [invalid, setInvalid] = useState(false);

  function set<K extends keyof AutoUpdateSettings>(key: K, value: AutoUpdateSettings[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'commit_types') setInvalid(false);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saved.hide();
    save.reset();
    if (values.enabled && values.commit_types.length === 0) return setInvalid(true);
    save.mutate(values, {
      onSuccess: (settings) => {
        setValues(settings);
        saved.show();
      },
    });
  }

  return {
    values,
    set,
    invalid,
    /** The last failure, shown under the contract's message; null for none. */
    failure: save.error,
    saved: saved.visible,
    changed: !sameSettings(values, stored),
    saving: save.isPending,
    submit,
  };
}
