/** What the API says when an AI provider lets us down (the web shows its own generic message). */
export const aiMessages = {
  failed: 'The AI provider could not write the text. Please try again.',
  timeout: 'The AI provider did not answer in time. Please try again.',
  rateLimited: 'The AI provider is busy right now. Please try again in a minute.',
} as const;
