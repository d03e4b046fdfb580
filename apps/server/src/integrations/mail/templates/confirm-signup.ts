import { defineMailTemplate } from './mail-content';

export interface ConfirmSignupData {
  /** The single-use link that confirms the address (valid for 24 hours). */
  confirmUrl: string;
}

/** Sent after email sign-up: the link that confirms the address and signs the user in. */
export const confirmSignup = defineMailTemplate<ConfirmSignupData>({
  render: ({ confirmUrl }) => ({
    subject: 'Confirm your email for Shiplog',
    preheader: 'One click to finish creating your Shiplog account.',
    heading: 'Confirm your email',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Thanks for signing up for Shiplog. Confirm that this is your email address to finish creating your account.',
      },
      { kind: 'button', label: 'Confirm email', url: confirmUrl },
      { kind: 'note', text: 'This link expires in 24 hours and works once.' },
      {
        kind: 'note',
        text: 'If you did not sign up for Shiplog, you can ignore this email.',
      },
    ],
  }),
});
