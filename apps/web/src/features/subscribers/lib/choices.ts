import {
  COMMENT_FREQUENCIES,
  NOTIFICATION_PREFERENCES,
  UPDATE_FREQUENCIES,
  type CommentFrequency,
  type NotificationPreference,
  type UpdateFrequency,
} from '@shiplog/contract';

/** How the subscription choices read on screen. */
export const preferenceLabels: Record<NotificationPreference, string> = {
  all: 'All updates',
  major: 'Major updates only',
};

export const frequencyLabels: Record<CommentFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
};

export const updateFrequencyLabels: Record<UpdateFrequency, string> = {
  instant: 'Instant',
  weekly: 'Weekly digest',
  monthly: 'Monthly digest',
};

export const preferenceOptions = NOTIFICATION_PREFERENCES.map((value) => ({
  value,
  label: preferenceLabels[value],
}));
export const frequencyOptions = COMMENT_FREQUENCIES.map((value) => ({
  value,
  label: frequencyLabels[value],
}));
export const updateFrequencyOptions = UPDATE_FREQUENCIES.map((value) => ({
  value,
  label: updateFrequencyLabels[value],
}));
