/** Every text the AI writers use, in one place: prompts, templates, vocabulary, messages. */
import type { WritingTone } from '../index';
import { casualTemplates } from './templates-casual';
import { professionalTemplates } from './templates-professional';
import { technicalTemplates } from './templates-technical';
import type { ToneTemplates } from './template-types';

export type { ChangeKind, ToneTemplates } from './template-types';
export { aiMessages, joinWords, updateTitles } from './messages';
export { commitVerbs, gitmojiTypes, smallThings } from './phrases';
export { buildSystemPrompt, buildUserPrompt, DATA_END, DATA_START } from './prompts';

export const templates: Record<WritingTone, ToneTemplates> = {
  technical: technicalTemplates,
  professional: professionalTemplates,
  casual: casualTemplates,
};
