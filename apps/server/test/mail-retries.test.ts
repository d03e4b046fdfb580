import { describe, expect, it } from 'vitest';
import { type SmtpSink } from '@shiplog/fakes';
import { queueMailInOwnTransaction } from '../src/integrations/mail';
import { confirmUrl, mailHarnessEachTest, until, untilMailSent } from './support';

const start = mailHarnessEachTest();

/** A sink that refuses as told, and one confirmation mail queued for it. */
async function queueOne(refuse: (sink: SmtpSink) => void) {
  const { h, sink } = await start({ sink: refuse });
  const { outboxId } = await queueMailInOwnTransaction(h.deps, {
    to: 'ada@example.com',
    template: 'confirm-signup',
    data: { confirmUrl: confirmUrl('retry') },
  });
  return { h, sink: sink!, outboxId };
}

describe('mail retries', () => {
  it('tries again when the SMTP server refuses for now, and delivers exactly once', async () => {
    const { h, sink, outboxId } = await queueOne((s) =>
      s.failNext(2, { code: 451, message: 'Greylisted, try again later' }),
    );

    await sink.waitForMail('ada@example.com', 20_000);
    await until(async () => (await h.outboxRow(outboxId)).status === 'sent');
    await untilMailSent(h);
    expect(sink.refused()).toBe(2);
    expect(sink.messages).toHaveLength(1);
    const row = await h.outboxRow(outboxId);
    expect(row.attempts).toBe(3);
    expect(row.lastError).toContain('451');
    expect(h.logs.filter((l) => l.msg === 'job failed; it will be retried')).toHaveLength(2);
  }, 30_000);

  it('marks the mail failed after its last try, and the queue dead-letters the job', async () => {
    const { h, sink, outboxId } = await queueOne((s) =>
      s.failNext(10, { code: 421, message: 'Service not available' }),
    );

    await until(() => h.logs.some((l) => l.msg === 'job dead-lettered after its last try'), 25_000);
    expect(sink.refused()).toBe(3);
    expect(sink.messages).toHaveLength(0);
    expect(await h.outboxRow(outboxId)).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect((await h.outboxRow(outboxId)).lastError).toContain('421');
  }, 30_000);

  it('does not retry a recipient the server refuses for good', async () => {
    const { h, sink, outboxId } = await queueOne((s) =>
      s.failNext(1, { code: 550, message: 'No such user here', at: 'rcpt' }),
    );

    await until(async () => (await h.outboxRow(outboxId)).status === 'failed');
    await untilMailSent(h);
    expect(sink.refused()).toBe(1);
    expect(sink.messages).toHaveLength(0);
    const row = await h.outboxRow(outboxId);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('550');
    expect(h.logs.some((l) => l.msg === 'mail refused for good; not retried')).toBe(true);
  });
});
