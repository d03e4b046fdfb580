import { defineMailTemplate, type MailBlock } from './mail-content';

export interface SignupAttemptData {
  /** Where the owner signs in. */
  loginUrl: string;
  /** An optional extra line, e.g. how to reset a forgotten password. */
  resetHint?: string;
}

/**
 * Sent instead of a confirmation when someone signs up with an address that already has
 * an account: the owner learns about it, the sign-up form reveals nothing.
 */
export const signupAttempt = defineMailTemplate<SignupAttemptData>({
  render: ({ loginUrl, resetHint }) => {
    const hint: MailBlock[] = resetHint ? [{ kind: 'paragraph', text: resetHint }] : [];
    return {
      subject: 'Someone tried to register with your address',
      preheader: 'You already have a Shiplog account; nothing was changed.',
      heading: 'You already have a Shiplog account',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Someone, perhaps you, just tried to create a new Shiplog account with this email address. An account with this address already exists, so no new account was created.',
        },
        { kind: 'paragraph', text: 'If it was you, sign in to your existing account instead:' },
        { kind: 'button', label: 'Sign in to Shiplog', url: loginUrl },
        ...hint,
        {
          kind: 'note',
          text: 'If it was not you, you can ignore this email. Nothing else happened: your account, password and sessions are unchanged.',
        },
      ],
    };
  },
});
