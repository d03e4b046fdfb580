/** Cache keys of the subscribers feature. */
export const subscriberKeys = {
  all: ['subscribers'] as const,
  waitlist: (projectId: string) => [...subscriberKeys.all, 'waitlist', projectId] as const,
  preferences: (token: string) => [...subscriberKeys.all, 'preferences', token] as const,
};

export const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
export const subscriptionPath = (token: string) => `/subscriptions/${encodeURIComponent(token)}`;
