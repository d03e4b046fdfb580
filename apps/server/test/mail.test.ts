import { describe, expect, it } from 'vitest';
import { LOG_MAILER_MESSAGE, queueMail, queueMailInOwnTransaction } from '../src/integrations/mail';
import { sendMailJob } from '../src/jobs/send-mail.job';
import { confirmUrl, MAIL_FROM, MAIL_PUBLIC_URL, mailHarnessEachTest, until, untilMailSent } from './support';

const start = mailHarnessEachTest();

describe('mail', () => {
  it('sends mail queued in a transaction once it commits, with text and HTML bodies', async () => {
    const { h, sink } = await start();
    await h.db.handle.executeSql('create table signups (email text)');
    const { outboxId } = await h.db.handle.transaction(async (tx) => {
      await tx.executeSql('insert into signups values ($1)', ['ada@example.com']);
      return queueMail(h.deps, tx, {
        to: 'ada@example.com',
        template: 'confirm-signup',
        data: { confirmUrl: confirmUrl('abc123') },
      });
    });

    const mail = await sink!.waitForMail('ada@example.com');
    expect(mail.from).toBe(MAIL_FROM);
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.subject).toBe('Confirm your email for Shiplog');
    expect(mail.text).toContain(confirmUrl('abc123'));
    expect(mail.text).toContain('24 hours');
    expect(mail.html).toContain(`href="${confirmUrl('abc123')}"`);
    expect(mail.html).toContain(MAIL_PUBLIC_URL);

    await until(async () => (await h.outboxRow(outboxId)).status === 'sent');
    const row = await h.outboxRow(outboxId);
    expect(row).toMatchObject({ toAddress: 'ada@example.com', template: 'confirm-signup', attempts: 1 });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.lastError).toBeNull();
    expect(row.messageId).toBe(mail.messageId);
    expect(mail.text.replace(/\r\n/g, '\n').trimEnd()).toBe(row.textBody.trimEnd());
  });

  it('sends nothing and keeps no row for a transaction that rolls back', async () => {
    const { h, sink } = await start();
    const rolledBack = h.db.handle.transaction(async (tx) => {
      await queueMail(h.deps, tx, {
        to: 'ghost@example.com',
        template: 'confirm-signup',
        data: { confirmUrl: confirmUrl('ghost') },
      });
      throw new Error('the request failed after queueing');
    });
    await expect(rolledBack).rejects.toThrow('the request failed');
    await queueMailInOwnTransaction(h.deps, {
      to: 'ada@example.com',
      template: 'signup-attempt',
      data: { loginUrl: `${MAIL_PUBLIC_URL}/login` },
    });

    await sink!.waitForMail('ada@example.com');
    await untilMailSent(h);
    expect(sink!.messages.map((m) => m.envelope.to)).toEqual([['ada@example.com']]);
    expect((await h.outboxRows()).map((r) => r.toAddress)).toEqual(['ada@example.com']);
  });

  it('mails once when the job for a sent mail runs again', async () => {
    const { h, sink } = await start();
    const { outboxId } = await queueMailInOwnTransaction(h.deps, {
      to: 'ada@example.com',
      template: 'confirm-signup',
      data: { confirmUrl: confirmUrl('once') },
    });
    await sink!.waitForMail('ada@example.com');
    await until(async () => (await h.outboxRow(outboxId)).status === 'sent');
    await h.deps.queue.send(sendMailJob, { outboxId });
    await h.deps.queue.send(sendMailJob, { outboxId });

    const skipped = () => h.logs.filter((l) => l.msg === 'mail already sent or being sent; skipped');
    await until(() => skipped().length === 2);
    expect(sink!.messages).toHaveLength(1);
    expect(await h.outboxRow(outboxId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('mails once when two tries for one mail run at the same time', async () => {
    const { h, sink } = await start({ workers: false });
    const { outboxId } = await queueMailInOwnTransaction(h.deps, {
      to: 'bob@example.com',
      template: 'confirm-signup',
      data: { confirmUrl: confirmUrl('race') },
    });
    // E.g. a try that outlived its expiry and its retry: the second finds the mail leased.
    const ctx = { deps: h.deps, logger: h.deps.logger, jobId: 'manual' };
    await Promise.all([h.sendMail.handler({ outboxId }, ctx), h.sendMail.handler({ outboxId }, ctx)]);
    expect(sink!.messages).toHaveLength(1);
    expect(await h.outboxRow(outboxId)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('writes the whole mail to the log and marks it logged when SMTP_URL is unset', async () => {
    const { h } = await start({ smtp: false });
    const { outboxId } = await queueMailInOwnTransaction(h.deps, {
      to: 'ada@example.com',
      template: 'confirm-signup',
      data: { confirmUrl: confirmUrl('logged') },
    });

    await until(async () => (await h.outboxRow(outboxId)).status === 'logged');
    const line = h.logs.find((l) => l.msg === LOG_MAILER_MESSAGE) as {
      level: number;
      mail: { to: string; subject: string; text: string };
    };
    expect(line.level).toBe(30);
    expect(line.mail).toMatchObject({ to: 'ada@example.com', subject: 'Confirm your email for Shiplog' });
    expect(line.mail.text).toContain(confirmUrl('logged'));
    expect(line.mail.text).toBe((await h.outboxRow(outboxId)).textBody);
    expect(await h.outboxRow(outboxId)).toMatchObject({ attempts: 1, messageId: null });
    expect((await h.outboxRow(outboxId)).sentAt).toBeInstanceOf(Date);
  });

  it('refuses a recipient that is not one email address', async () => {
    const { h } = await start({ smtp: false, workers: false });
    for (const to of ['a@example.com, b@example.com', 'not-an-address', 'a@example.com\r\nBcc: b@x.com']) {
      await expect(
        queueMailInOwnTransaction(h.deps, {
          to,
          template: 'signup-attempt',
          data: { loginUrl: `${MAIL_PUBLIC_URL}/login` },
        }),
      ).rejects.toThrow();
    }
    expect(await h.outboxRows()).toEqual([]);
  });
});
