import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@shiplog/fakes';
import { loadConfig } from '../src/config';
import { createMailer } from '../src/integrations/mail';
import { createLogCapture } from './support';

const mail = (to: string) => ({ to, subject: 'Over STARTTLS', text: 'Hello', html: '<p>Hello</p>' });

describe('SMTP with STARTTLS and a self-signed certificate (a local MTA as Debian sets it up)', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink({ startTls: true });
  });
  afterAll(async () => sink?.close());

  const mailerWith = (env: Record<string, string>) => {
    const config = loadConfig({ SMTP_URL: sink.url, ...env });
    return createMailer(config, createLogCapture().logger);
  };

  it('refuses the certificate by default: the mail fails, nothing is delivered', async () => {
    expect(loadConfig({}).SMTP_TLS_SELF_SIGNED).toBe(false);
    const mailer = mailerWith({});
    try {
      await expect(mailer.send(mail('strict@tls.test'))).rejects.toThrow(/certificate/i);
    } finally {
      await mailer.close?.();
    }
    expect(sink.messagesTo('strict@tls.test')).toEqual([]);
  });

  it('sends over the encrypted connection with SMTP_TLS_SELF_SIGNED=true', async () => {
    const mailer = mailerWith({ SMTP_TLS_SELF_SIGNED: 'true' });
    try {
      await mailer.send(mail('trusting@tls.test'));
    } finally {
      await mailer.close?.();
    }
    const received = await sink.waitForMail('trusting@tls.test');
    expect(received.subject).toBe('Over STARTTLS');
  });

  it('names the setting when its value is not true or false', () => {
    expect(() => loadConfig({ SMTP_TLS_SELF_SIGNED: 'yes' })).toThrow(/SMTP_TLS_SELF_SIGNED/);
  });
});
