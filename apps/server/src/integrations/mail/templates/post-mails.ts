import {
  blueskyIntentUrl,
  blueskyPost,
  linkedInShareUrl,
  postTargetLabels,
  xIntentUrl,
  xThreadButtonLabel,
  xThreadNote,
  xThreadParts,
  type PostTarget,
} from '@shiplog/contract';
import { defineMailTemplate, type MailBlock } from './mail-content';

export interface PostReadyData {
  /** The post's text as the owner last saved it: shown as is, so it can be copied. */
  content: string;
  /** Where the post was written for; its way of sharing comes first. */
  target: PostTarget;
  /** The project's name, or the repository (`owner/repo`) once the project is gone. */
  projectName: string;
  /** The page LinkedIn's share dialog shows: the project's public page, or the site. */
  pageUrl: string;
  /** The scheduled time on the clock the owner picked, e.g. `Thursday, November 26, 2026 at 9:00 AM (Europe/Berlin)`. */
  scheduledFor: string;
  /** The dashboard's Posts tab, at this post. */
  dashboardUrl: string;
}

/**
 * The ways to share, each as blocks: X's and Bluesky's composers with the text (on X, a post
 * longer than one X post is the thread the dashboard offers: the composer opens on its first
 * part), LinkedIn's dialog, Discord and Mastodon by copying.
 */
function shareBlocks(d: PostReadyData): Record<PostTarget, MailBlock[]> {
  const thread = xThreadParts(d.content);
  return {
    x: [
      {
        kind: 'button',
        label: thread.length > 1 ? 'Share part 1 on X' : 'Share on X',
        url: xIntentUrl(thread[0]!),
      },
      ...(thread.length > 1
        ? [
            {
              kind: 'note',
              text: `${xThreadNote(thread.length)} Copy the others part by part from ${xThreadButtonLabel(thread.length)} in your dashboard.`,
            } as const,
          ]
        : []),
    ],
    linkedin: [
      {
        kind: 'paragraph',
        text: "LinkedIn takes a link, not text: copy the post above, open LinkedIn's share box and paste it there.",
      },
      { kind: 'button', label: 'Share on LinkedIn', url: linkedInShareUrl(d.pageUrl) },
    ],
    discord: [{ kind: 'paragraph', text: 'For Discord: copy the post above and paste it into your server.' }],
    bluesky: [{ kind: 'button', label: 'Share on Bluesky', url: blueskyIntentUrl(blueskyPost(d.content)) }],
    mastodon: [
      {
        kind: 'paragraph',
        text: 'For Mastodon: copy the post above and post it from your server, or use Share on Mastodon in your dashboard.',
      },
    ],
  };
}

/** To a post's owner when its scheduled time has come: the post, ready to share, with its links. */
const postReady = defineMailTemplate<PostReadyData>({
  render: (d) => {
    const target = postTargetLabels[d.target];
    const ways = shareBlocks(d);
    const others = (Object.keys(ways) as PostTarget[]).filter((t) => t !== d.target);
    return {
      subject: `Ready to share on ${target}: your post about ${d.projectName}`,
      preheader: `You scheduled this post for ${d.scheduledFor}. Here it is, with links to share it.`,
      heading: 'Your post is ready to share',
      blocks: [
        { kind: 'note', text: `${d.projectName} · For ${target}` },
        {
          kind: 'paragraph',
          text: `You scheduled this post for ${d.scheduledFor}. Here it is, ready to copy:`,
        },
        { kind: 'paragraph', text: d.content },
        ...ways[d.target],
        { kind: 'paragraph', text: 'Or share it elsewhere:' },
        ...others.flatMap((t) => ways[t]),
        { kind: 'button', label: 'Open your dashboard', url: d.dashboardUrl },
        {
          kind: 'note',
          text: 'You get this mail because you scheduled this post on Shiplog. Shiplog posts nothing for you: sharing is yours.',
        },
      ],
    };
  },
});

/** Templates of posts written from commits. */
export const postMailTemplates = {
  'post-ready': postReady,
} as const;
