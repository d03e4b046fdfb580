import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { queueMailInOwnTransaction } from '../src/integrations/mail';
import { createJobs } from '../src/jobs';
import { confirmUrl, mailHarnessEachTest, until, untilMailSent } from './support';

const start = mailHarnessEachTest();

const sendMailOf = (env: Record<string, string>) =>
  createJobs(loadConfig({ DATA_DIR: '/tmp', ...env })).find((job) => job.name === 'send-mail')!;

describe('mail delivery settings', () => {
  it('takes retries, lease and concurrency from the configuration, with the defaults otherwise', () => {
    expect(sendMailOf({})).toMatchObject({
      retryLimit: 5,
      retryDelaySeconds: 5,
      expireInSeconds: 120,
      concurrency: 8,
    });
    expect(
      sendMailOf({
        MAIL_RETRY_LIMIT: '3',
        MAIL_RETRY_DELAY_SECONDS: '2',
        MAIL_LEASE_SECONDS: '30',
        MAIL_CONCURRENCY: '4',
      }),
    ).toMatchObject({ retryLimit: 3, retryDelaySeconds: 2, expireInSeconds: 30, concurrency: 4 });
    const config = loadConfig({ DATA_DIR: '/tmp' });
    expect(config).toMatchObject({
      MAIL_SMTP_CONNECTIONS: 5,
      MAIL_SMTP_TIMEOUT_SECONDS: 20,
      JOB_MAINTENANCE_SECONDS: 120,
    });
    // The fan-out's batch: the engine's default unless set.
    expect(config.MAIL_FANOUT_BATCH).toBeUndefined();
    expect(loadConfig({ DATA_DIR: '/tmp', MAIL_FANOUT_BATCH: '250' }).MAIL_FANOUT_BATCH).toBe(250);
  });

  it('refuses settings that would retry for more than an hour, or are not numbers', () => {
    expect(() => loadConfig({ MAIL_RETRY_LIMIT: '10', MAIL_RETRY_DELAY_SECONDS: '5' })).toThrow(
      /^Invalid configuration: MAIL_RETRY_LIMIT with MAIL_RETRY_DELAY_SECONDS=5 makes the last retry wait over an hour/,
    );
    expect(() => loadConfig({ MAIL_CONCURRENCY: 'many' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_FANOUT_BATCH: '0' })).toThrow(
      /MAIL_FANOUT_BATCH must be a whole number from 1/,
    );
    expect(() => loadConfig({ MAIL_LEASE_SECONDS: '1' })).toThrow(
      /MAIL_LEASE_SECONDS must be a whole number from 2/,
    );
  });

  it('retries a dropped connection and a server that never answers, and delivers once', async () => {
    const { h: harness, sink } = await start({
      env: { MAIL_SMTP_TIMEOUT_SECONDS: '1' },
      sink: (s) =>
        s.setRule((_rcpt, attempt) => (attempt === 1 ? 'drop' : attempt === 2 ? 'stall' : 'accept')),
    });
    const { outboxId } = await queueMailInOwnTransaction(harness.deps, {
      to: 'ada@example.com',
      template: 'confirm-signup',
      data: { confirmUrl: confirmUrl('flaky') },
    });
    await sink!.waitForMail('ada@example.com', 25_000);
    await until(async () => (await harness.outboxRow(outboxId)).status === 'sent');
    await untilMailSent(harness);
    expect(sink!.messages).toHaveLength(1);
    expect(sink!.attempts('ada@example.com')).toBe(3);
    expect(sink!.outcomes()).toMatchObject({ drop: 1, stall: 1, accept: 1 });
    const row = await harness.outboxRow(outboxId);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(row.lastError).toMatch(/timeout/i);
    expect(sink!.messages[0]!.messageId).toBe(`<${outboxId}@shiplog.test>`);
  }, 30_000);
});
