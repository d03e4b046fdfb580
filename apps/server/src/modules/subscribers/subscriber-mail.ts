import { and, gt, inArray } from 'drizzle-orm';
import { paths } from '@shiplog/contract';
import type { TxHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { queueMailOnce } from '../../integrations/mail/queue-mail';
import { createManageToken, manageUrl } from './subscriber-links';
import type { SubscriberRow } from './subscriber-rows';

type MailDeps = Pick<AppDeps, 'config' | 'queue' | 'secret'>;

/** Repeated requests for an unsubscribe link within this window mail one link. */
const LINK_MAIL_WINDOW_MS = 10 * 60_000;

/** The confirmation mail of a subscription, keyed by the token it carries (one mail per token). */
export function queueConfirmMail(
  deps: MailDeps,
  tx: TxHandle,
  input: {
    row: SubscriberRow;
    projectName: string;
    confirmToken: { token: string; hash: string };
    addedByOwner: boolean;
  },
) {
  const { row, confirmToken } = input;
  const confirmUrl = `${deps.config.PUBLIC_URL}${paths.confirmSubscription}?token=${encodeURIComponent(confirmToken.token)}`;
  return queueMailOnce(deps, tx, {
    to: row.email,
    template: 'subscribe-confirm',
    data: {
      projectName: input.projectName,
      confirmUrl,
      notificationPreference: row.notificationPreference,
      commentFrequency: row.commentFrequency,
      updateFrequency: row.updateFrequency,
      addedByOwner: input.addedByOwner,
    },
    idempotencyKey: `subscribe-confirm:${row.id}:${confirmToken.hash.slice(0, 16)}`,
  });
}

/**
 * The signed link to the preferences page, for someone who asked to unsubscribe by email. A
 * link mailed to the entry within the last minutes stands: asking again mails nothing.
 */
export async function queueUnsubscribeLinkMail(
  deps: MailDeps,
  tx: TxHandle,
  input: { row: SubscriberRow; projectName: string },
) {
  const { row } = input;
  // Keyed by window: two requests at the same moment share a key, so one mail.
  const window = Math.floor(Date.now() / LINK_MAIL_WINDOW_MS);
  const keyOf = (w: number) => `unsubscribe-link:${row.id}:${w}`;
  const [recent] = await tx.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.idempotencyKey, [keyOf(window), keyOf(window - 1)]),
        gt(mailOutbox.createdAt, new Date(Date.now() - LINK_MAIL_WINDOW_MS)),
      ),
    );
  if (recent) return { outboxId: null };
  return queueMailOnce(deps, tx, {
    to: row.email,
    template: 'unsubscribe-link',
    data: {
      projectName: input.projectName,
      manageUrl: manageUrl(deps.config.PUBLIC_URL, createManageToken(deps.secret, row)),
    },
    idempotencyKey: keyOf(window),
  });
}
