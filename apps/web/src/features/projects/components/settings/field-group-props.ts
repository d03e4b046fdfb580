import type { GeneralFieldErrors, GeneralValues } from './form-values';

/** What each group of general settings fields gets from the form. */
export interface FieldGroupProps {
  /** Prefix of the controls' ids (from useId). */
  id: string;
  values: GeneralValues;
  errors: GeneralFieldErrors;
  set: <K extends keyof GeneralValues>(key: K, value: GeneralValues[K]) => void;
  disabled: boolean;
  /** The project's id: images uploaded for it are deleted with it. */
  projectId?: string;
}
