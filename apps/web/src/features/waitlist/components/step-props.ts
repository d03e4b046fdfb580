import type { FieldErrors, WizardValues } from '../lib/wizard-form';

/** What every step of the wizard is given. */
export interface StepProps {
  /** Prefix of the controls' ids; each control also carries `data-field` with its field name. */
  idPrefix: string;
  values: WizardValues;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (patch: Partial<WizardValues>) => void;
}
