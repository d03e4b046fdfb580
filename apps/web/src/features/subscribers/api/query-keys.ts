/** Cache keys of the subscribers feature: a subscription, read with its mail link's token. */
export const subscriberKeys = {
  all: ['subscribers'] as const,
  preferences: (token: string) => [...subscriberKeys.all, 'preferences', token] as const,
};
