import { z } from 'zod';
import { parseReferralCode } from './constants';
import { isHttpUrl, withWebsiteScheme } from './website-url';

export {
  parseReferralCode,
  REFERRAL_PARAM,
  WAITLIST_INVITE_PARAM,
  WAITLIST_WIZARD_OPEN,
  WAITLIST_WIZARD_PARAM,
  withWaitlistWizard,
} from './constants';
import { defineEndpoint } from './endpoint';

/**
 * The product's own waitlist (docs/features/audience-and-mail.md): the three-step wizard behind every
 * 'Join Waitlist' button and POST /api/waitlist. The fixed messages first, word for word.
 */
export const waitlistMessages = {
  requiredFields: 'Please fill out all required fields: First Name and Email.',
  submitFailed: 'There was an error submitting your data. Please try again.',
  successTitle: 'Success!',
  successBody: 'Thanks for joining the waitlist! We will be in touch soon.',
  welcomeBackTitle: 'Welcome Back!',
  welcomeBackBody: "You're already on our waitlist! We'll be in touch soon.",
  gotIt: 'Got it',
  invalidEmail: 'Please enter a valid email address',
  /** Our own words from here on. */
  experienceRequired: 'Please choose your experience level: Beginner, Intermediate or Advanced.',
  invalidWebsite: 'Please enter a valid website address, such as carla.studio or https://carla.studio',
  invalidXHandle: 'Please enter a valid X handle: up to 15 letters, numbers or underscores.',
  invalidFriendEmail: 'Please enter a valid email address for each friend, or leave it empty.',
  tooManyFriends: 'You can invite up to 5 friends.',
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  confirmedTitle: "You're on the list",
  confirmed: 'Your address is confirmed. We will be in touch soon.',
  friendsInvited: 'The friends you named get their invitation now.',
  confirmLinkInvalid: 'This confirmation link cannot be used. Join the waitlist again to get a new one.',
  /** Beside 'Success!': the welcome mail holds a link to confirm the address. */
  confirmNotice: (email: string) =>
    `We sent a confirmation link to ${email}. Please confirm your address to keep your place.`,
  confirmNoticeFriends: 'The friends you named get their invitation once you confirm.',
  /** Over the wizard opened from a friend's invitation. */
  invitedBy: (name: string | null) => `${name ?? 'A friend'} invited you`,
  referralsTitle: 'Your referrals',
  referralsLinkInvalid: 'This link cannot be used. Open it again from your waitlist welcome mail.',
} as const;

export const EXPERIENCE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
/** Friend emails on the waitlist, up to 5; wizard steps, 3. */
export const MAX_FRIEND_EMAILS = 5;
export const WAITLIST_STEPS = 3;

export const waitlistLimits = {
  firstName: 100,
  email: 254,
  website: 2048,
  currentProjects: 2000,
  referralSource: 200,
  goal: 2000,
} as const;

/**
 * A simple x@y.z pattern, and an address the mailer accepts (zod's email check): a
 * welcome or an invitation goes to every one of them. The address is the identity, lower-cased.
 */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isEmail = (value: string) =>
  value.length <= waitlistLimits.email && SIMPLE_EMAIL.test(value) && z.regexes.email.test(value);
/** X user names: 1 to 15 letters, digits or underscores. */
const X_NAME = /^[A-Za-z0-9_]{1,15}$/;
/** `@name`, `name`, or a profile link on x.com / twitter.com. */
const X_PROFILE_URL =
  /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:x|twitter)\.com\/@?([A-Za-z0-9_]{1,15})\/?(?:[?#].*)?$/i;

/** `@Ada_L`, `Ada_L` or `https://x.com/Ada_L` → `Ada_L`; null when it is none of them. */
export function normalizeXHandle(value: string): string | null {
  const trimmed = value.trim();
  const name = X_PROFILE_URL.exec(trimmed)?.[1] ?? trimmed.replace(/^@/, '');
  return X_NAME.test(name) ? name : null;
}

/** An absolute http(s) URL with a host. */
export function isWebsiteUrl(value: string): boolean {
  return isHttpUrl(value, waitlistLimits.website);
}

/** Trimmed text, null when empty or missing; `keep` returns the value to store, or null to refuse it with `message`. */
const optional = (message: string, keep: (text: string) => string | null) =>
  z
    .string({ error: message })
    .nullish()
    .transform((value, ctx) => {
      const text = value?.trim();
      if (!text) return null;
      const kept = keep(text);
      if (kept === null) ctx.addIssue({ code: 'custom', message });
      return kept;
    });
const optionalText = (label: string, max: number) =>
  optional(waitlistMessages.tooLong(label, max), (text) => (text.length <= max ? text : null));
const friendEmail = optional(waitlistMessages.invalidFriendEmail, (text) =>
  isEmail(text) ? text.toLowerCase() : null,
);

export const FRIEND_EMAIL_KEYS = [
  'friend_email_1',
  'friend_email_2',
  'friend_email_3',
  'friend_email_4',
  'friend_email_5',
] as const;
const FRIEND_KEY = /^friend_email_(\d+)$/;

/**
 * POST /api/waitlist: snake_case fields. Friend addresses are checked, the
 * duplicates and the entrant's own address dropped, the rest kept in order (at most 5);
 * every missing value is null.
 */
export const waitlistEntryBodySchema = z
  .looseObject({
    first_name: z
      .string({ error: waitlistMessages.requiredFields })
      .trim()
      .min(1, waitlistMessages.requiredFields)
      .max(waitlistLimits.firstName, waitlistMessages.tooLong('First name', waitlistLimits.firstName)),
    email: z
      .string({ error: waitlistMessages.requiredFields })
      .trim()
      .min(1, waitlistMessages.requiredFields)
      .refine(isEmail, waitlistMessages.invalidEmail)
      .transform((email) => email.toLowerCase()),
    x_handle: optional(waitlistMessages.invalidXHandle, normalizeXHandle),
    experience_level: z.enum(EXPERIENCE_LEVELS, { error: waitlistMessages.experienceRequired }),
    current_projects: optionalText('Current projects', waitlistLimits.currentProjects),
    referral_source: optionalText('How did you hear about us', waitlistLimits.referralSource),
    goal_with_shiplog: optionalText('Goal', waitlistLimits.goal),
    website: optional(waitlistMessages.invalidWebsite, (text) => {
      const url = withWebsiteScheme(text);
      return isWebsiteUrl(url) ? url : null;
    }),
    friend_email_1: friendEmail,
    friend_email_2: friendEmail,
    friend_email_3: friendEmail,
    friend_email_4: friendEmail,
    friend_email_5: friendEmail,
    /** The code of the `?ref=` link the visitor came by; one that does not look like a code is ignored. */
    ref: z.string().nullish().transform(parseReferralCode),
  })
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body)) {
      if (Number(FRIEND_KEY.exec(key)?.[1] ?? 0) > MAX_FRIEND_EMAILS)
        ctx.addIssue({ code: 'custom', path: [key], message: waitlistMessages.tooManyFriends });
    }
  })
  .transform((body) => {
    const friends = [...new Set(FRIEND_EMAIL_KEYS.map((key) => body[key]))].filter(
      (friend): friend is string => friend !== null && friend !== body.email,
    );
    return {
      first_name: body.first_name,
      email: body.email,
      x_handle: body.x_handle,
      experience_level: body.experience_level,
      current_projects: body.current_projects,
      referral_source: body.referral_source,
      goal_with_shiplog: body.goal_with_shiplog,
      website: body.website,
      friend_email_1: friends[0] ?? null,
      friend_email_2: friends[1] ?? null,
      friend_email_3: friends[2] ?? null,
      friend_email_4: friends[3] ?? null,
      friend_email_5: friends[4] ?? null,
      ref: body.ref,
    };
  });
export type WaitlistEntryBody = z.input<typeof waitlistEntryBodySchema>;
export type WaitlistEntry = z.output<typeof waitlistEntryBodySchema>;

/** 201: a new entry and the link that credits whoever joins through it. */
export const waitlistJoinedResponseSchema = z.object({
  success: z.literal(true),
  alreadyExists: z.literal(false),
  referral_link: z.string(),
});
/** 200: the address was on the list already; nothing changed and nothing was sent. */
export const waitlistAlreadyListedResponseSchema = z.object({
  success: z.literal(true),
  alreadyExists: z.literal(true),
});
export const waitlistJoinResponseSchema = z.union([
  waitlistJoinedResponseSchema,
  waitlistAlreadyListedResponseSchema,
]);
export type WaitlistJoinResponse = z.infer<typeof waitlistJoinResponseSchema>;

export const confirmWaitlistBodySchema = z.object({ token: z.string().min(1).max(200) });
export const waitlistConfirmedResponseSchema = z.object({
  /** True when this request confirmed the entry; false when it was confirmed before (same link again). */
  newly_confirmed: z.boolean(),
});

/** `?token=` of an invitation link or of the referrals page (signed by the server). */
export const waitlistTokenQuerySchema = z.object({ token: z.string().min(1).max(600) });

/** GET /api/waitlist/invitation: who invited the address the invitation went to. */
export const waitlistInvitationSchema = z.object({
  /** The inviter's first name when it reads as a plain name, else null ("A friend"). */
  inviter_name: z.string().nullable(),
  email: z.string(),
});
export type WaitlistInvitation = z.infer<typeof waitlistInvitationSchema>;

/** What became of a friend the entrant named. */
export const WAITLIST_FRIEND_STATUSES = ['joined', 'invited', 'waiting_for_confirmation'] as const;

/** GET /api/waitlist/referrals: an entrant's credit, for the link in their welcome mail. */
export const waitlistReferralsSchema = z.object({
  first_name: z.string().nullable(),
  referral_link: z.string(),
  confirmed: z.boolean(),
  /** Entries that came through the referral link (or a friend's invitation from this entry). */
  joined_count: z.number().int(),
  /** Of those, the ones that confirmed their address. */
  confirmed_count: z.number().int(),
  friends: z.array(z.object({ email: z.string(), status: z.enum(WAITLIST_FRIEND_STATUSES) })),
});
export type WaitlistReferrals = z.infer<typeof waitlistReferralsSchema>;

/** The product's own waitlist. */
export const waitlistEndpoints = {
  getWaitlistInvitation: defineEndpoint({
    id: 'getWaitlistInvitation',
    method: 'GET',
    path: '/waitlist/invitation',
    summary: 'Who invited the address of an invitation link (the wizard opens with it filled in)',
    tags: ['waitlist'],
    auth: 'none',
    errors: [404],
    query: waitlistTokenQuerySchema,
    status: 200,
    response: waitlistInvitationSchema,
  }),
  getWaitlistReferrals: defineEndpoint({
    id: 'getWaitlistReferrals',
    method: 'GET',
    path: '/waitlist/referrals',
    summary:
      "An entrant's referrals: who joined through their link and what became of the friends they named",
    tags: ['waitlist'],
    auth: 'none',
    errors: [404],
    query: waitlistTokenQuerySchema,
    status: 200,
    response: waitlistReferralsSchema,
  }),
  confirmWaitlistEntry: defineEndpoint({
    id: 'confirmWaitlistEntry',
    method: 'POST',
    path: '/waitlist/confirm',
    summary: "Confirm a waitlist entry's address (the welcome mail's link); friends are invited then",
    tags: ['waitlist'],
    auth: 'none',
    errors: [404],
    body: confirmWaitlistBodySchema,
    status: 200,
    response: waitlistConfirmedResponseSchema,
  }),
  joinProductWaitlist: defineEndpoint({
    id: 'joinProductWaitlist',
    method: 'POST',
    path: '/waitlist',
    summary: 'Join the waitlist (the same address again changes nothing)',
    tags: ['waitlist'],
    auth: 'none',
    body: waitlistEntryBodySchema,
    status: 201,
    response: waitlistJoinedResponseSchema,
    otherResponses: { 200: waitlistAlreadyListedResponseSchema },
  }),
};
