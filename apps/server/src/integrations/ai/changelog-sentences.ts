import type { AiWriter, WriteRequest, WriterAnswer } from './types';
import { writeText } from './write-text';

/**
 * An update whose commits carry `Changelog:` sentences says those sentences as written: the
 * writer only gives it a title (it is asked even when it would decline: a developer who wrote
 * the sentence wants it told), and writes about the commits that carry none, after them.
 */
export async function writeWithChangelog(
  ai: AiWriter,
  request: WriteRequest & { kind: 'update' },
  changelogs: readonly { sha: string; sentence: string }[],
  maxLength: number,
): Promise<WriterAnswer> {
  if (!changelogs.length) return writeText(ai, request, maxLength);
  const told = new Set(changelogs.map((c) => c.sha.toLowerCase()));
  const titled = await writeText(ai, { ...request, force: true }, maxLength);
  const rest = request.commits.filter((c) => !told.has(c.sha.toLowerCase()));
  const others = rest.length ? await writeText(ai, { ...request, commits: rest }, maxLength) : null;
  const sentences = changelogs.map((c) => c.sentence.trim());
  const said = sentences.length === 1 ? sentences[0]! : sentences.map((s) => `- ${s}`).join('\n');
  const more = others && !others.declined ? others.content : '';
  const content = more ? `${said}\n\n${more}` : said;
  if (titled.declined) return { title: '', content, writer: titled.writer };
  return { ...titled, content };
}
