/** What the API says when an AI provider lets us down (the web shows its own generic message). */
export const aiMessages = {
  failed: 'The AI provider could not write the text. Please try again.',
  timeout: 'The AI provider did not answer in time. Please try again.',
  rateLimited: 'The AI provider is busy right now. Please try again in a minute.',
} as const;

/** Words the writers put between facts: counted things and lists. */
export const joinWords = {
  and: 'and',
  andOthers: 'and others',
  andMore: 'and more',
  file: 'file',
  files: 'files',
  line: 'line',
  lines: 'lines',
  commit: 'commit',
  commits: 'commits',
} as const;

/** Titles of project updates (tone-free: the page's own voice). No trailing period. */
export const updateTitles = {
  small: 'Fixed {thing} in {where}',
  breaking: 'Breaking: {change}',
  several: '{first} {andMore}',
} as const;
