/** Every text the AI writers use, in one place: prompts, templates, vocabulary, messages. */
import type { WritingTone } from '../index';
import { casualTemplates } from './templates-casual';
import { professionalTemplates } from './templates-professional';
import { technicalTemplates } from './templates-technical';
import type { ToneTemplates } from './template-types';

export type { ToneTemplates } from './template-types';
export { aiMessages, declineReasons, joinWords, updateTitles } from './messages';
export { stockFrames } from './stock-frames';
export {
  behaviourVerbs,
  botNames,
  commitVerbs,
  countableNouns,
  determiners,
  gitmojiTypes,
  mashWords,
  nounLikeVerbs,
  smallThings,
  thirdPersonForms,
  vagueWords,
} from './phrases';
export { buildSystemPrompt, buildUserPrompt, DATA_END, DATA_START, NOT_WORTH_SHARING } from './prompts';

export const templates: Record<WritingTone, ToneTemplates> = {
  technical: technicalTemplates,
  professional: professionalTemplates,
  casual: casualTemplates,
};
