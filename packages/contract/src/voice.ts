import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { DEFAULT_WRITING_TONE, writingToneSchema } from './posts';
import { projectIdParamsSchema } from './projects';

/**
 * A project's voice: how the texts Shiplog writes for it sound (posts and updates, by the
 * built-in writer or an AI provider). The tone used when a generation names none, phrases the
 * text never holds, hashtags and a sign-off added to it, and the owner's own posts to imitate.
 */
export const MAX_AVOID_PHRASES = 20;
export const MAX_AVOID_PHRASE_LENGTH = 80;
export const MAX_HASHTAGS = 5;
export const MAX_SIGN_OFF_LENGTH = 80;
export const MAX_VOICE_EXAMPLES = 3;
export const MAX_VOICE_EXAMPLE_LENGTH = 1_000;

/** A hashtag as the owner may type it: `#` optional, a letter, then up to 49 letters, digits or `_`. */
export const HASHTAG_PATTERN = /^#?[A-Za-z]\w{0,49}$/;

/** Messages of the Voice settings, word for word. */
export const voiceMessages = {
  saved: 'Voice settings saved.',
  saveFailed: 'Failed to save voice settings. Please try again.',
  loadFailed: 'Failed to load voice settings. Please try again.',
  avoidTooMany: `Add up to ${MAX_AVOID_PHRASES} phrases to avoid`,
  avoidTooLong: `Keep each phrase to avoid to ${MAX_AVOID_PHRASE_LENGTH} characters or fewer`,
  avoidEmpty: 'A phrase to avoid cannot be blank',
  hashtagsTooMany: `Add up to ${MAX_HASHTAGS} hashtags`,
  hashtagInvalid:
    'A hashtag starts with a letter and holds only letters, digits and underscores (50 at most), like #buildinpublic',
  signOffTooLong: `Keep the sign-off to ${MAX_SIGN_OFF_LENGTH} characters or fewer`,
  examplesTooMany: `Add up to ${MAX_VOICE_EXAMPLES} example posts`,
  exampleTooLong: `Keep each example post to ${MAX_VOICE_EXAMPLE_LENGTH.toLocaleString('en-US')} characters or fewer`,
  exampleEmpty: 'An example post cannot be blank',
  usesAvoided: (phrase: string) => `This uses “${phrase}”, a phrase you avoid`,
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_CHAR = /[\p{L}\p{N}_]/u;

/**
 * How an avoided phrase is found in a text: whole words, any letter case, any spacing or
 * hyphen between its words, either apostrophe ("we're" finds "We’re"). "AI" is found in
 * "AI-written", not in "maintain".
 */
export function avoidedPhrasePattern(phrase: string): RegExp | null {
  const words = phrase
    .trim()
    .split(/[\s\-‐–—]+/)
    .filter(Boolean);
  if (!words.length) return null;
  const body = words.map((w) => escapeRegExp(w).replace(/['’]/g, "['’]")).join('[\\s\\-‐–—]+');
  const start = WORD_CHAR.test(words[0]!.charAt(0)) ? '(?<![\\p{L}\\p{N}_])' : '';
  const end = WORD_CHAR.test(words.at(-1)!.slice(-1)) ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${start}${body}${end}`, 'giu');
}

/** The first of `phrases` that `text` holds, or undefined. */
export function findAvoidedPhrase(text: string, phrases: readonly string[]): string | undefined {
  return phrases.find((phrase) => {
    const pattern = avoidedPhrasePattern(phrase);
    return pattern ? new RegExp(pattern.source, 'iu').test(text) : false;
  });
}

/** Spaces (and line breaks) in a one-line setting collapse to one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Keeps the first of items that read the same in any letter case. */
const uniqueIgnoringCase = (items: string[]) => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
};

const avoidPhrasesSchema = z
  .array(
    z
      .string()
      .transform(oneLine)
      .pipe(
        z.string().min(1, voiceMessages.avoidEmpty).max(MAX_AVOID_PHRASE_LENGTH, voiceMessages.avoidTooLong),
      ),
  )
  .max(MAX_AVOID_PHRASES, voiceMessages.avoidTooMany)
  .transform(uniqueIgnoringCase);

const hashtagsSchema = z
  .array(
    z
      .string()
      .trim()
      .regex(HASHTAG_PATTERN, voiceMessages.hashtagInvalid)
      .transform((tag) => (tag.startsWith('#') ? tag : `#${tag}`)),
  )
  .max(MAX_HASHTAGS, voiceMessages.hashtagsTooMany)
  .transform(uniqueIgnoringCase);

const examplesSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, voiceMessages.exampleEmpty)
      .max(MAX_VOICE_EXAMPLE_LENGTH, voiceMessages.exampleTooLong),
  )
  .max(MAX_VOICE_EXAMPLES, voiceMessages.examplesTooMany);

/**
 * PUT /api/projects/{id}/voice: the whole voice. Phrases and the sign-off are one line each;
 * hashtags come back with their `#`; repeats (in any letter case) are dropped. The sign-off
 * and the hashtags are added to every text as they are, so neither may hold a phrase to avoid.
 */
export const projectVoiceBodySchema = z
  .object({
    tone: writingToneSchema.default(DEFAULT_WRITING_TONE),
    avoid_phrases: avoidPhrasesSchema.default([]),
    hashtags: hashtagsSchema.default([]),
    sign_off: z
      .string()
      .transform(oneLine)
      .pipe(z.string().max(MAX_SIGN_OFF_LENGTH, voiceMessages.signOffTooLong))
      .default(''),
    examples: examplesSchema.default([]),
  })
  .superRefine((voice, ctx) => {
    const avoided = (text: string) => findAvoidedPhrase(text, voice.avoid_phrases);
    const inSignOff = avoided(voice.sign_off);
    if (inSignOff)
      ctx.addIssue({ code: 'custom', path: ['sign_off'], message: voiceMessages.usesAvoided(inSignOff) });
    voice.hashtags.forEach((tag, i) => {
      const phrase = avoided(tag);
      if (phrase)
        ctx.addIssue({ code: 'custom', path: ['hashtags', i], message: voiceMessages.usesAvoided(phrase) });
    });
  });
export type ProjectVoiceBody = z.input<typeof projectVoiceBodySchema>;

/** A project's voice as the API answers it; a project that never saved one has the defaults. */
export const projectVoiceSchema = z.object({
  tone: writingToneSchema,
  avoid_phrases: z.array(z.string()),
  hashtags: z.array(z.string()),
  sign_off: z.string(),
  examples: z.array(z.string()),
});
export type ProjectVoice = z.infer<typeof projectVoiceSchema>;

export const DEFAULT_PROJECT_VOICE: ProjectVoice = {
  tone: DEFAULT_WRITING_TONE,
  avoid_phrases: [],
  hashtags: [],
  sign_off: '',
  examples: [],
};

/** Project settings' Voice (owner only, like the other project settings). */
export const voiceEndpoints = {
  getProjectVoice: defineEndpoint({
    id: 'getProjectVoice',
    method: 'GET',
    path: '/projects/:id/voice',
    summary: 'How the texts written for the project sound',
    tags: ['voice'],
    auth: 'required',
    params: projectIdParamsSchema,
    status: 200,
    response: projectVoiceSchema,
  }),
  saveProjectVoice: defineEndpoint({
    id: 'saveProjectVoice',
    method: 'PUT',
    path: '/projects/:id/voice',
    summary: 'Set how the texts written for the project sound',
    tags: ['voice'],
    auth: 'required',
    params: projectIdParamsSchema,
    body: projectVoiceBodySchema,
    status: 200,
    response: projectVoiceSchema,
  }),
};
