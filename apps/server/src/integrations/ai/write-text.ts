import { postMessages } from '@shiplog/contract';
import type { AiWriter, WriteRequest, WriterAnswer } from './types';
import { AppError } from '../../lib/app-error';

/** At most `max` UTF-16 units, never half a surrogate pair. */
export function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
  return text.slice(0, end);
}

/**
 * Asks the writer, and only ever answers a whole text or a decline: a writer's AppError passes
 * through (its status and message), anything else becomes a 502 with the contract's message, and
 * an empty post (or an update with neither title nor body) counts as a failure. A decline (nothing worth sharing) passes through as it
 * is. Nothing is stored before this returns.
 */
export async function writeText(
  ai: AiWriter,
  request: WriteRequest,
  maxLength: number,
): Promise<WriterAnswer> {
  let written: WriterAnswer;
  try {
    written = await ai.write(request);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_GATEWAY', postMessages.generateFailed, { cause: error });
  }
  if (written.declined) return written;
  const content = cutAt(written.content.trim(), maxLength).trim();
  const title = written.title.trim();
  // An update whose commit says no more than its title has a title and no body; a post needs text.
  if (!content && (request.kind === 'post' || !title))
    throw new AppError('BAD_GATEWAY', postMessages.generateFailed);
  return { ...written, title, content };
}
