import { defineMailTemplate } from './mail-content';

export interface WaitlistWelcomeData {
  /** The entrant's first name when it reads as a plain name (see `plainNameFrom`), else null. */
  firstName: string | null;
  /** `PUBLIC_URL/?ref=<code>`: whoever joins through it is credited to this entry. */
  referralLink: string;
  /** `PUBLIC_URL/waitlist/confirm?token=…`: confirms the address (friends are invited then). */
  confirmUrl: string;
  /** `PUBLIC_URL/waitlist/referrals?token=…`: who joined through the link (signed, no sign-in). */
  referralsUrl: string;
  /** How many friends the entrant named: the mail speaks of invitations only when there are some. */
  friendsNamed: number;
  /** Who invited the entrant (a plain first name or 'A friend'), when they came through a link. */
  invitedBy: string | null;
}

export interface WaitlistInviteData {
  /** The inviter's first name when it reads as a plain name (see `plainNameFrom`), else null ("A friend"). */
  inviterName: string | null;
  /** `PUBLIC_URL/?ref=<code>&waitlist=open`: the landing page with the wizard open. */
  joinUrl: string;
}

/** Letters (any script), spaces, apostrophes and hyphens, up to 40 characters. */
const PLAIN_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’-]{0,39}$/u;

/**
 * The first name a waitlist mail may show, or null when it looks like anything but a name: the
 * text comes from a stranger's form and the mail may go to someone else, so nothing that could
 * pass for a link or a message gets in.
 */
export function plainNameFrom(firstName: string): string | null {
  const name = firstName.trim().replace(/\s+/g, ' ');
  return PLAIN_NAME.test(name) ? name : null;
}

/** To a new entry: they are on the list, and their referral link. */
const waitlistWelcome = defineMailTemplate<WaitlistWelcomeData>({
  render: ({ firstName, referralLink, confirmUrl, referralsUrl, friendsNamed, invitedBy }) => ({
    subject: "You're on the Shiplog waitlist",
    preheader: 'Thanks for joining. Confirm your address to keep your place.',
    heading: firstName ? `Welcome, ${firstName}!` : 'Welcome!',
    blocks: [
      {
        kind: 'paragraph',
        text: `${invitedBy ? `${invitedBy} invited you, and you joined. ` : ''}Thanks for joining the Shiplog waitlist! We will be in touch soon with your invitation to turn your commits into stories.`,
      },
      {
        kind: 'paragraph',
        text:
          friendsNamed > 0
            ? `Please confirm that this address is yours. The ${friendsNamed === 1 ? 'friend' : `${friendsNamed} friends`} you named get${friendsNamed === 1 ? 's' : ''} their invitation once you do.`
            : 'Please confirm that this address is yours to keep your place.',
      },
      { kind: 'button', label: 'Confirm your address', url: confirmUrl },
      {
        kind: 'list',
        items: ['No credit card required. Free during beta.', 'Lifetime perks for early adopters'],
      },
      {
        kind: 'paragraph',
        text: 'Know someone who builds in public? Share your personal link: everyone who joins through it is credited to you.',
      },
      { kind: 'button', label: 'Your referral link', url: referralLink },
      {
        kind: 'paragraph',
        text: `See who joined through your link${friendsNamed > 0 ? ', and what became of the friends you named,' : ''} at any time:`,
      },
      { kind: 'button', label: 'Your referrals', url: referralsUrl },
      {
        kind: 'note',
        text: 'You receive this email because this address joined the Shiplog waitlist. If that was not you, you can ignore it.',
      },
    ],
  }),
});

/** To a friend named in the wizard's third step: one invitation per address, ever. */
const waitlistInvite = defineMailTemplate<WaitlistInviteData>({
  render: ({ inviterName, joinUrl }) => {
    const who = inviterName ?? 'A friend';
    return {
      subject: `${who} invited you to Shiplog`,
      preheader: 'Shiplog turns your commits into stories.',
      heading: `${who} thinks you would like Shiplog`,
      blocks: [
        {
          kind: 'paragraph',
          text: `${who} just joined the Shiplog waitlist and invited you along. Shiplog turns your GitHub commits into social posts, a public changelog and updates for your subscribers.`,
        },
        { kind: 'button', label: 'Join the Waitlist', url: joinUrl },
        {
          kind: 'note',
          text: 'This is the only invitation we will send to this address. If you are not interested, ignore this email and you will not hear from us again.',
        },
      ],
    };
  },
});

/** Templates of the general waitlist: welcome and friend invitations. */
export const waitlistMailTemplates = {
  'waitlist-welcome': waitlistWelcome,
  'waitlist-invite': waitlistInvite,
} as const;
