import {
  FRIEND_EMAIL_KEYS,
  MAX_FRIEND_EMAILS,
  waitlistEntryBodySchema,
  waitlistMessages,
  withWebsiteScheme,
  type ExperienceLevel,
  type WaitlistEntryBody,
} from '@shiplog/contract';

export type WizardStep = 1 | 2 | 3;

/** The wizard's fields under camelCase form names. */
export interface WizardValues {
  firstName: string;
  email: string;
  xHandle: string;
  website: string;
  experienceLevel: ExperienceLevel | '';
  currentProjects: string;
  referralSource: string;
  goalWithShiplog: string;
  friendEmails: string[];
}

/** A field of the form: a name above, or `friendEmails.<index>`. */
export type WizardField = Exclude<keyof WizardValues, 'friendEmails'> | `friendEmails.${number}`;
export type WizardFieldErrors = Partial<Record<WizardField, string>>;

export const emptyWizardValues = (): WizardValues => ({
  firstName: '',
  email: '',
  xHandle: '',
  website: '',
  experienceLevel: '',
  currentProjects: '',
  referralSource: '',
  goalWithShiplog: '',
  friendEmails: Array.from({ length: MAX_FRIEND_EMAILS }, () => ''),
});

/** The fields each step shows, in order: the first one takes the focus. */
export const stepFields: Record<WizardStep, WizardField[]> = {
  1: ['firstName', 'email', 'xHandle', 'website'],
  2: ['experienceLevel', 'currentProjects', 'referralSource', 'goalWithShiplog'],
  3: Array.from({ length: MAX_FRIEND_EMAILS }, (_, i) => `friendEmails.${i}` as const),
};

const orNull = (value: string) => (value.trim() ? value : null);

/**
 * The POST /api/waitlist body: snake_case names, only the first 5 friends, every
 * empty value null; `ref` when the visitor came by a referral link.
 */
export function toWaitlistBody(values: WizardValues, ref: string | null): WaitlistEntryBody {
  const friends = Object.fromEntries(
    FRIEND_EMAIL_KEYS.map((key, i) => [key, orNull(values.friendEmails[i] ?? '')]),
  );
  return {
    first_name: values.firstName,
    email: values.email,
    x_handle: orNull(values.xHandle),
    experience_level: values.experienceLevel as ExperienceLevel,
    current_projects: orNull(values.currentProjects),
    referral_source: orNull(values.referralSource),
    goal_with_shiplog: orNull(values.goalWithShiplog),
    website: orNull(withWebsiteScheme(values.website)),
    ...friends,
    ...(ref ? { ref } : {}),
  };
}

const fieldOfKey: Record<string, WizardField> = {
  first_name: 'firstName',
  email: 'email',
  x_handle: 'xHandle',
  website: 'website',
  experience_level: 'experienceLevel',
  current_projects: 'currentProjects',
  referral_source: 'referralSource',
  goal_with_shiplog: 'goalWithShiplog',
  ...Object.fromEntries(FRIEND_EMAIL_KEYS.map((key, i) => [key, `friendEmails.${i}`])),
};

/**
 * What is wrong on `step`, checked with the server's own schema: the alert when a
 * required field of step 1 is empty, else the problems of the step's fields.
 */
export function checkStep(
  step: WizardStep,
  values: WizardValues,
): { alert: string | null; errors: WizardFieldErrors } {
  if (step === 1 && (!values.firstName.trim() || !values.email.trim())) {
    return { alert: waitlistMessages.requiredFields, errors: {} };
  }
  const result = waitlistEntryBodySchema.safeParse(toWaitlistBody(values, null));
  const errors: WizardFieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOfKey[String(issue.path[0])];
    if (field && stepFields[step].includes(field)) errors[field] ??= issue.message;
  }
  return { alert: null, errors };
}
