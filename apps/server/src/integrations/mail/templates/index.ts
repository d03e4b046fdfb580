import { confirmSignup } from './confirm-signup';
import { renderLayout } from './layout';
import type { MailContext, MailTemplate, RenderedMail } from './mail-content';
import { notificationMailTemplates } from './notification-mails';
import { outboundWebhookMailTemplates } from './outbound-webhook-mails';
import { postMailTemplates } from './post-mails';
import { signupAttempt } from './signup-attempt';
import { subscriberMailTemplates } from './subscriber-mails';
import { waitlistMailTemplates } from './waitlist-mails';

export type { MailBlock, MailContent, MailContext, MailTemplate, RenderedMail } from './mail-content';
export { defineMailTemplate } from './mail-content';

/**
 * Every template by name. A feature adds one: a file next to this one exporting
 * `defineMailTemplate<Data>({ render })`, and its line here.
 */
export const mailTemplates = {
  'confirm-signup': confirmSignup,
  'signup-attempt': signupAttempt,
  ...subscriberMailTemplates,
  ...notificationMailTemplates,
  ...waitlistMailTemplates,
  ...postMailTemplates,
  ...outboundWebhookMailTemplates,
} as const;

export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateData<N extends MailTemplateName> =
  (typeof mailTemplates)[N] extends MailTemplate<infer D> ? D : never;

export const isMailTemplateName = (name: string): name is MailTemplateName =>
  Object.hasOwn(mailTemplates, name);

/** Subject, text and HTML body of template `name` for `data`, in the shared layout. */
export function renderMail<N extends MailTemplateName>(
  name: N,
  data: MailTemplateData<N>,
  ctx: MailContext,
): RenderedMail {
  const template = mailTemplates[name] as MailTemplate<MailTemplateData<N>>;
  return renderLayout(template.render(data, ctx), ctx);
}
