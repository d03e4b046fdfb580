import { defineMailTemplate, type MailBlock } from './mail-content';

export interface UpdatePublishedData {
  projectName: string;
  title: string;
  type: 'text' | 'image' | 'commit' | 'release';
  isMajor: boolean;
  /** Plain text, already shortened; paragraphs apart by a blank line, list items on lines of their own. */
  excerpt: string;
  updateUrl: string;
  /** The update's first uploaded image (its mail variant: the card's size, never WebP; absolute), at the mail's width. */
  image?: { url: string; width: number; height: number } | null;
  /** The subscriber's preferences page (signed link): change what they get or unsubscribe. */
  manageUrl: string;
}

export interface CommentMailItem {
  updateTitle: string;
  authorName: string;
  /** Plain text, already shortened; paragraphs apart by a blank line, line breaks kept. */
  comment: string;
  updateUrl: string;
}

export interface CommentPostedData extends CommentMailItem {
  projectName: string;
  manageUrl: string;
}

export interface CommentOnYourUpdateData extends CommentMailItem {
  projectName: string;
  /** Account settings, where these mails are switched off. */
  settingsUrl: string;
}

export interface CommentDigestData {
  projectName: string;
  frequency: 'daily' | 'weekly';
  /** e.g. `Monday, June 2, 2025` or `the week of June 2, 2025`. */
  periodLabel: string;
  items: CommentMailItem[];
  /** Comments of the period not listed (the mail lists the first ones). */
  more: number;
  projectUrl: string;
  manageUrl: string;
}

export interface UpdateDigestItem {
  title: string;
  type: UpdatePublishedData['type'];
  /** The update's significance, as the digest ranked it. */
  significance: 'minor' | 'medium' | 'major';
  /** Plain text, already shortened to a few lines. */
  excerpt: string;
  updateUrl: string;
}

export interface UpdateDigestData {
  projectName: string;
  frequency: 'weekly' | 'monthly';
  /** e.g. `in the week of June 2, 2025` or `in June 2025`. */
  periodLabel: string;
  /** Most significant first. */
  items: UpdateDigestItem[];
  /** Updates of the period not listed (the mail lists the most significant ones). */
  more: number;
  projectUrl: string;
  manageUrl: string;
}

const manageLinks = (manageUrl: string) => [{ label: 'Change what you get or unsubscribe', url: manageUrl }];

const kindOf = ({ type, isMajor }: Pick<UpdatePublishedData, 'type' | 'isMajor'>) =>
  type === 'release' ? (isMajor ? 'major release' : 'release') : isMajor ? 'major update' : 'update';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A new update of a project the subscriber follows. */
const updatePublished = defineMailTemplate<UpdatePublishedData>({
  render: (d) => {
    const kind = kindOf(d);
    const badge = [d.type === 'release' ? 'Release' : null, d.isMajor ? 'Major update' : null]
      .filter(Boolean)
      .join(' · ');
    const excerpt: MailBlock[] = d.excerpt ? [{ kind: 'quote', text: d.excerpt }] : [];
    return {
      subject: kind === 'update' ? `${d.projectName}: ${d.title}` : `${d.projectName} ${kind}: ${d.title}`,
      preheader: `${d.projectName} published a new ${kind} on Shiplog.`,
      heading: d.title,
      blocks: [
        ...(badge ? [{ kind: 'note', text: badge } as const] : []),
        { kind: 'paragraph', text: `${d.projectName} published a new ${kind}.` },
        ...(d.image ? [{ kind: 'image', alt: d.title, ...d.image } as const] : []),
        ...excerpt,
        { kind: 'button', label: 'Read the update', url: d.updateUrl },
        { kind: 'note', text: `You get this mail because you follow ${d.projectName} on Shiplog.` },
      ],
      footerLinks: manageLinks(d.manageUrl),
    };
  },
});

const commentBlocks = (item: CommentMailItem): MailBlock[] => [
  { kind: 'paragraph', text: `${item.authorName} on “${item.updateTitle}”:` },
  { kind: 'quote', text: item.comment },
];

/** An instant subscriber: one new comment on an update of the project. */
const commentPosted = defineMailTemplate<CommentPostedData>({
  render: (d) => ({
    subject: `New comment on “${d.updateTitle}” (${d.projectName})`,
    preheader: `${d.authorName} commented on an update of ${d.projectName}.`,
    heading: `New comment on ${d.projectName}`,
    blocks: [
      ...commentBlocks(d),
      { kind: 'button', label: 'Read the discussion', url: d.updateUrl },
      {
        kind: 'note',
        text: `You get a mail for each comment because you follow ${d.projectName} with instant comment mails.`,
      },
    ],
    footerLinks: manageLinks(d.manageUrl),
  }),
});

/** The project's owner: someone commented on one of their updates. */
const commentOnYourUpdate = defineMailTemplate<CommentOnYourUpdateData>({
  render: (d) => ({
    subject: `${d.authorName} commented on “${d.updateTitle}”`,
    preheader: `A new comment on your update in ${d.projectName}.`,
    heading: 'New comment on your update',
    blocks: [
      ...commentBlocks(d),
      { kind: 'button', label: 'Reply on Shiplog', url: d.updateUrl },
      {
        kind: 'note',
        text: 'You get this mail because you own this project. Switch these mails off in your account settings.',
      },
    ],
    footerLinks: [{ label: 'Notification settings', url: d.settingsUrl }],
  }),
});

/** The items grouped by update, in order of first appearance. */
function byUpdate(items: CommentMailItem[]): CommentMailItem[][] {
  const groups = new Map<string, CommentMailItem[]>();
  for (const item of items) groups.set(item.updateUrl, [...(groups.get(item.updateUrl) ?? []), item]);
  return [...groups.values()];
}

/** Daily and weekly subscribers: the comments of one period in one mail, by update. */
const commentDigest = defineMailTemplate<CommentDigestData>({
  render: (d) => {
    const count = d.items.length + d.more;
    const more: MailBlock[] = d.more
      ? [{ kind: 'paragraph', text: `…and ${plural(d.more, 'more comment')}.` }]
      : [];
    const groups = byUpdate(d.items).flatMap((group): MailBlock[] => [
      { kind: 'paragraph', text: `On “${group[0]!.updateTitle}”:` },
      ...group.map((item): MailBlock => ({ kind: 'quote', text: `${item.authorName}: ${item.comment}` })),
      { kind: 'button', label: 'Read the discussion', url: group[0]!.updateUrl },
    ]);
    return {
      subject: `${plural(count, 'new comment')} on ${d.projectName} (${d.frequency} digest)`,
      preheader: `What people said about ${d.projectName}, ${d.periodLabel}.`,
      heading: `${d.projectName}: ${plural(count, 'new comment')}`,
      blocks: [
        { kind: 'paragraph', text: `New comments on updates of ${d.projectName}, ${d.periodLabel}.` },
        ...groups,
        ...more,
        {
          kind: 'note',
          text: `You get a ${d.frequency} digest because you follow ${d.projectName} on Shiplog; there is no mail when there are no comments.`,
        },
      ],
      footerLinks: [{ label: `${d.projectName} on Shiplog`, url: d.projectUrl }, ...manageLinks(d.manageUrl)],
    };
  },
});

/** An update's level in a digest, the stronger the more it matters (releases say so). */
const significanceLabel = (item: UpdateDigestItem): MailBlock => ({
  kind: 'label',
  text: [
    item.significance === 'major' ? 'Major update' : item.significance === 'medium' ? 'Notable' : 'Minor',
    item.type === 'release' ? 'Release' : null,
  ]
    .filter(Boolean)
    .join(' · '),
  tone: item.significance === 'major' ? 'strong' : item.significance === 'medium' ? 'accent' : 'plain',
});

/** Weekly and monthly subscribers: the updates a project published in one period, most significant first. */
const updateDigest = defineMailTemplate<UpdateDigestData>({
  render: (d) => {
    const count = d.items.length + d.more;
    const items = d.items.flatMap((item, i): MailBlock[] => [
      { kind: 'title-link', text: `${i + 1}. ${item.title}`, url: item.updateUrl },
      significanceLabel(item),
      ...(item.excerpt ? [{ kind: 'quote', text: item.excerpt } as const] : []),
    ]);
    const more: MailBlock[] = d.more
      ? [{ kind: 'paragraph', text: `…and ${plural(d.more, 'more update')} on the project page.` }]
      : [];
    return {
      subject: `${d.projectName}: ${plural(count, 'update')} ${d.periodLabel} (${d.frequency} digest)`,
      preheader: `What ${d.projectName} shipped ${d.periodLabel}, the biggest first.`,
      heading: `${d.projectName}: ${plural(count, 'update')}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `What ${d.projectName} published ${d.periodLabel}, most significant first.`,
        },
        ...items,
        ...more,
        { kind: 'button', label: `See every update of ${d.projectName}`, url: d.projectUrl },
        {
          kind: 'note',
          text: `You get a ${d.frequency} digest because you follow ${d.projectName} on Shiplog; there is no mail when nothing was published.`,
        },
      ],
      footerLinks: [{ label: `${d.projectName} on Shiplog`, url: d.projectUrl }, ...manageLinks(d.manageUrl)],
    };
  },
});

/** Templates of notifications: new updates, comments, digests. */
export const notificationMailTemplates = {
  'update-published': updatePublished,
  'comment-posted': commentPosted,
  'comment-on-your-update': commentOnYourUpdate,
  'comment-digest': commentDigest,
  'update-digest': updateDigest,
} as const;
