/** Words the composer puts between facts. */
export const joinWords = {
  andMore: 'and more',
  /** An update's title when every word of the written one was a phrase the owner avoids. */
  update: 'Project update',
  source: 'Source',
  sources: 'Sources',
} as const;
