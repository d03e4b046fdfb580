import { expect } from 'vitest';
import { createBuiltinWriter } from '../../src/integrations/ai/builtin-writer';
import { composeStory } from '../../src/integrations/ai/compose/story/compose-story';
import type { CommitFacts } from '../../src/integrations/ai';

/**
 * Invented commits for story tests: `commitMaker('a')` gives a maker whose commits have shas
 * of their own (counted, padded with the letter), one source file and its line counts.
 */
export function commitMaker(pad: string) {
  let n = 0;
  return (message: string, author = 'ada', file = 'src/app.ts', lines = 20): CommitFacts => ({
    sha: (++n).toString(16).padStart(40, pad),
    message,
    author,
    repository: 'acme/acme',
    files: [{ filename: file, additions: lines, deletions: 2 }],
    additions: lines,
    deletions: 2,
  });
}

/** The built-in writer's story of the commits for the project "Acme" (never declined). */
export async function storyOf(commits: CommitFacts[]) {
  const story = await composeStory(createBuiltinWriter(), commits, {
    projectName: 'Acme',
    projectUrl: 'https://shiplog.example/p/acme',
  });
  expect(story).not.toBeNull();
  return story!;
}

/** An update's list lines ("- …"). */
export const listLines = (content: string) => content.split('\n').filter((l) => l.startsWith('- '));
