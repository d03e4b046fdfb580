import type { AiWriter, WriteRequest, WrittenText } from '../index';
import { templates } from '../texts';
import { parseCommit } from './parse-commit';
import { buildParts } from './post-parts';
import { layoutDiscord, layoutLinkedin, layoutUpdateContent, layoutX } from './post-layouts';
import { summarizePost, summarizeUpdate } from './summary';
import { commitLine, updateTitle } from './update-title';

const layouts = { x: layoutX, linkedin: layoutLinkedin, discord: layoutDiscord };

/**
 * The built-in writer: no network, deterministic (the commit's sha picks the phrasing), and
 * it states only what the commit says.
 */
export function writeBuiltin(request: WriteRequest): WrittenText {
  if (!request.commits.length) throw new Error('writeBuiltin needs at least one commit');
  const commits = request.commits.map(parseCommit);
  const tone = templates[request.tone];
  const title = updateTitle(commits, request.projectName);
  if (commits.length > 1) {
    const input = {
      commits,
      tone,
      technical: request.tone === 'technical',
      projectName: request.projectName,
      ...(request.kind === 'post' && request.projectUrl ? { projectUrl: request.projectUrl } : {}),
    };
    const content = request.kind === 'update' ? summarizeUpdate(input) : summarizePost(input, request.target);
    return { title, content, writer: 'builtin' };
  }
  const parts = buildParts({
    commit: commits[0]!,
    tone,
    projectName: request.projectName,
    ...(request.projectUrl ? { projectUrl: request.projectUrl } : {}),
    target: request.kind === 'update' ? 'linkedin' : request.target,
  });
  const content =
    request.kind === 'update'
      ? layoutUpdateContent(parts, commitLine(commits[0]!, request.projectName, { plain: true }))
      : layouts[request.target](parts);
  return { title, content, writer: 'builtin' };
}

export function createBuiltinWriter(): AiWriter {
  return { provider: 'builtin', write: (request) => Promise.resolve(writeBuiltin(request)) };
}
