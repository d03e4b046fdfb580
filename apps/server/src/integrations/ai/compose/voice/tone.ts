import { DEFAULT_WRITING_TONE } from '@shiplog/contract';
import type { WriteRequest, WritingTone } from '../../types';

/** The tone to write in: the request's own, else the project's default, else professional. */
export const toneOf = (request: WriteRequest): WritingTone =>
  request.tone ?? request.voice?.tone ?? DEFAULT_WRITING_TONE;

/** Hashtags go on posts for X and LinkedIn; Discord and the project's updates get none. */
export const takesHashtags = (request: WriteRequest): boolean =>
  request.kind === 'post' && request.target !== 'discord';
