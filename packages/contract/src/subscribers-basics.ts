/**
 * Subscribers without schemas: messages, choices, limits and the API's routes, for pages that
 * start before zod loads. subscribers.ts holds the schemas and re-exports all of this.
 */

/**
 * A project's audience: the Stay Updated panel (subscribe), the project waitlist and the
 * owner's Waitlist Management. Both lists are one list of "project waitlist or subscriber
 * entries"; every address confirms by mail before it counts (double opt-in).
 */
export const subscriberMessages = {
  invalidEmail: 'Please enter a valid email address',
  subscribeFailed: 'Failed to subscribe. Please try again.',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
  addFailed: 'Failed to add subscriber. Please try again.',
  removeFailed: 'Failed to remove subscriber. Please try again.',
  leaveFailed: 'Failed to leave the waitlist. Please try again.',
  joinFailed: 'Failed to join waitlist. Please try again.',
  /** Our own words from here on. */
  checkInbox: 'Almost there! Check your inbox and follow the link in the mail to confirm your subscription.',
  unsubscribed: 'You have been unsubscribed.',
  unsubscribedFrom: (project: string) => `You are unsubscribed from ${project}`,
  resubscribed: 'You are subscribed again.',
  resubscribeFailed: 'Failed to subscribe again. Please try again.',
  unsubscribeLinkSent:
    'If that address is subscribed, we have sent it a link to unsubscribe. Check your inbox.',
  confirmed: 'Your subscription is confirmed.',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired. Subscribe again to get a new one.',
  manageLinkInvalid: 'This link is invalid or no longer active.',
  preferencesSaved: 'Your preferences are saved.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  ownerOnly: 'Only the owner of this project can see and manage its subscribers.',
  subscriberNotFound: 'That address is not on the list.',
  subscriberRemoved: 'The subscriber has been removed.',
} as const;

export const NOTIFICATION_PREFERENCES = ['all', 'major'] as const;
export const COMMENT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];
export type CommentFrequency = (typeof COMMENT_FREQUENCIES)[number];
export const DEFAULT_NOTIFICATION_PREFERENCE: NotificationPreference = 'all';
export const DEFAULT_COMMENT_FREQUENCY: CommentFrequency = 'instant';
/**
 * How mail about new updates arrives: one mail per update, or one digest per ISO week (from
 * Monday 00:00 UTC) or calendar month (UTC) ranking the period's updates, none when none shipped.
 */
export const UPDATE_FREQUENCIES = ['instant', 'weekly', 'monthly'] as const;
export type UpdateFrequency = (typeof UPDATE_FREQUENCIES)[number];
export const DEFAULT_UPDATE_FREQUENCY: UpdateFrequency = 'instant';
/** The confirmation link of a subscribe mail works this long, once. */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
export const MAX_EMAIL_LENGTH = 254;

/** Each endpoint's method and path (subscribers.ts adds the rest): a page calls one before its schemas load. */
export const subscriberRoutes = {
  subscribeToProject: { method: 'POST', path: '/projects/:id/subscribe' },
  unsubscribeFromProject: { method: 'POST', path: '/projects/:id/unsubscribe' },
  confirmSubscription: { method: 'POST', path: '/subscriptions/confirm' },
  getSubscription: { method: 'GET', path: '/subscriptions/:token' },
  resubscribeSubscription: { method: 'POST', path: '/subscriptions/:token/resubscribe' },
  updateSubscription: { method: 'PUT', path: '/subscriptions/:token' },
  deleteSubscription: { method: 'DELETE', path: '/subscriptions/:token' },
  unsubscribeOneClick: { method: 'POST', path: '/subscriptions/unsubscribe' },
  showOneClickUnsubscribe: { method: 'GET', path: '/subscriptions/unsubscribe' },
} as const;
