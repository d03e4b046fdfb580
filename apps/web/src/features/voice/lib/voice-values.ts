import {
  MAX_VOICE_EXAMPLES,
  type FieldIssue,
  type ProjectVoice,
  type ProjectVoiceBody,
  type WritingTone,
} from '@shiplog/contract';

/** The Voice form as its inputs hold it: phrases one per line, hashtags in one line. */
export interface VoiceValues {
  tone: WritingTone;
  avoid: string;
  hashtags: string;
  sign_off: string;
  examples: string[];
}

export type VoiceField = 'tone' | 'avoid' | 'hashtags' | 'sign_off' | 'examples';
/** The first problem of each field; an example's problem is kept by its place. */
export interface VoiceErrors {
  fields: Partial<Record<VoiceField, string>>;
  examples: Record<number, string>;
}

export const noErrors = (): VoiceErrors => ({ fields: {}, examples: {} });
export const hasErrors = (e: VoiceErrors) =>
  Object.keys(e.fields).length > 0 || Object.keys(e.examples).length > 0;

export function toValues(voice: ProjectVoice): VoiceValues {
  return {
    tone: voice.tone,
    avoid: voice.avoid_phrases.join('\n'),
    hashtags: voice.hashtags.join(' '),
    sign_off: voice.sign_off,
    examples: voice.examples.slice(0, MAX_VOICE_EXAMPLES),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What PUT takes: blank lines and blank examples left out, hashtags split at spaces or commas. */
export function toBody(values: VoiceValues): ProjectVoiceBody {
  return {
    tone: values.tone,
    avoid_phrases: lines(values.avoid),
    hashtags: values.hashtags.split(/[\s,]+/).filter(Boolean),
    sign_off: values.sign_off.trim(),
    examples: values.examples.map((e) => e.trim()).filter(Boolean),
  };
}

/** Whether the form says something else than what is stored. */
export function differs(values: VoiceValues, stored: ProjectVoice): boolean {
  return JSON.stringify(toBody(values)) !== JSON.stringify(toBody(toValues(stored)));
}

const FIELD_OF: Record<string, VoiceField> = {
  tone: 'tone',
  avoid_phrases: 'avoid',
  hashtags: 'hashtags',
  sign_off: 'sign_off',
  examples: 'examples',
};

/**
 * The contract's (or the server's) issues on the form's fields. A problem with one phrase or
 * hashtag names it; a problem with one example stays under that example.
 */
export function errorsFrom(issues: FieldIssue[], form: VoiceValues): VoiceErrors {
  const errors = noErrors();
  const body = toBody(form);
  // Blank examples are not sent: the n-th example sent is the n-th non-blank box.
  const places = form.examples.flatMap((e, i) => (e.trim() ? [i] : []));
  for (const issue of issues) {
    const [name = '', index] = issue.path.replace(/^body\./, '').split('.');
    const field = FIELD_OF[name];
    if (!field) continue;
    const at = index === undefined ? undefined : Number(index);
    if (field === 'examples' && at !== undefined) {
      const place = places[at];
      if (place !== undefined) errors.examples[place] ??= issue.message;
      continue;
    }
    const item = at === undefined ? undefined : listOf(body, field)[at];
    errors.fields[field] ??= item ? `“${item}”: ${issue.message}` : issue.message;
  }
  return errors;
}

function listOf(body: ProjectVoiceBody, field: VoiceField): string[] {
  if (field === 'avoid') return body.avoid_phrases ?? [];
  if (field === 'hashtags') return body.hashtags ?? [];
  return [];
}
