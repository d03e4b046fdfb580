import { defineMailTemplate } from './mail-content';

export interface SubscribeConfirmData {
  projectName: string;
  /** The single-use link that confirms the subscription (valid for 7 days). */
  confirmUrl: string;
  notificationPreference: 'all' | 'major';
  commentFrequency: 'instant' | 'daily' | 'weekly';
  /** One mail per update, or a weekly or monthly digest (older callers: one per update). */
  updateFrequency?: 'instant' | 'weekly' | 'monthly';
  /** The project's owner typed the address in (Waitlist Management), not its holder. */
  addedByOwner: boolean;
}

export interface UnsubscribeLinkData {
  projectName: string;
  /** The preferences page of this subscription (signed link): change it or unsubscribe. */
  manageUrl: string;
}

const updatesLine = (
  preference: SubscribeConfirmData['notificationPreference'],
  frequency: SubscribeConfirmData['updateFrequency'] = 'instant',
) => {
  const which = preference === 'major' ? 'major updates and releases' : 'the updates the project publishes';
  if (frequency !== 'instant')
    return `A ${frequency} digest of ${which}, the biggest first (none when nothing was published).`;
  return preference === 'major'
    ? 'A mail when a major update or a release is published.'
    : 'A mail for every update the project publishes.';
};

const commentsLine = (frequency: SubscribeConfirmData['commentFrequency']) =>
  frequency === 'instant'
    ? 'A mail for each new comment on its updates.'
    : `A ${frequency} digest of new comments on its updates (none when there are none).`;

/** Double opt-in: nothing is mailed to the address until its holder follows this link. */
const subscribeConfirm = defineMailTemplate<SubscribeConfirmData>({
  render: ({
    projectName,
    confirmUrl,
    notificationPreference,
    commentFrequency,
    updateFrequency,
    addedByOwner,
  }) => ({
    subject: `Confirm your subscription to ${projectName}`,
    preheader: `One click to follow ${projectName} on Shiplog.`,
    heading: `Confirm your subscription to ${projectName}`,
    blocks: [
      {
        kind: 'paragraph',
        text: addedByOwner
          ? `The owner of ${projectName} added this address to the project's waitlist on Shiplog. Nothing will be sent to you unless you confirm.`
          : `Someone, hopefully you, asked to follow ${projectName} on Shiplog with this address.`,
      },
      { kind: 'paragraph', text: 'Once you confirm, you will get:' },
      {
        kind: 'list',
        items: [updatesLine(notificationPreference, updateFrequency), commentsLine(commentFrequency)],
      },
      { kind: 'button', label: 'Confirm subscription', url: confirmUrl },
      {
        kind: 'note',
        text: 'This link works once and expires in 7 days. Every mail we send you has a link to change what you get or to unsubscribe.',
      },
      {
        kind: 'note',
        text: 'If you did not ask for this, you can ignore this email: you will not be subscribed.',
      },
    ],
  }),
});

/** Asked for by email on the project page: the signed link that unsubscribes (no one else can). */
const unsubscribeLink = defineMailTemplate<UnsubscribeLinkData>({
  render: ({ projectName, manageUrl }) => ({
    subject: `Unsubscribe from ${projectName}`,
    preheader: `Your link to stop mails from ${projectName}.`,
    heading: `Unsubscribe from ${projectName}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Someone asked to unsubscribe this address from ${projectName} on Shiplog. Open your subscription to unsubscribe or to change what you get.`,
      },
      { kind: 'button', label: 'Manage subscription', url: manageUrl },
      {
        kind: 'note',
        text: 'If you did not ask for this, you can ignore this email: your subscription stays as it is.',
      },
    ],
  }),
});

/** Templates of the subscribers module: confirming a subscription, unsubscribe links. */
export const subscriberMailTemplates = {
  'subscribe-confirm': subscribeConfirm,
  'unsubscribe-link': unsubscribeLink,
} as const;
