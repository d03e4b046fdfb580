import type { WizardFieldErrors, WizardValues } from '../lib/wizard-form';

/** What every step of the wizard is given. */
export interface StepProps {
  /** Prefix of the controls' ids; each control also carries `data-field` with its field name. */
  idPrefix: string;
  values: WizardValues;
  errors: WizardFieldErrors;
  disabled: boolean;
  onChange: (patch: Partial<WizardValues>) => void;
}
