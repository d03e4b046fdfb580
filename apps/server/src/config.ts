import { z } from 'zod';

/**
 * The only reader of process.env. Parsed once at boot; a bad value stops start-up
 * with one line naming the variable.
 */
const port = z.coerce
  .number({ error: 'must be a whole number from 1 to 65535' })
  .int('must be a whole number from 1 to 65535')
  .min(1, 'must be a whole number from 1 to 65535')
  .max(65535, 'must be a whole number from 1 to 65535');

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((u) => u.replace(/\/+$/, ''));

const postgresUrl = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be a postgres:// or postgresql:// URL with a host')
  .optional();

const dnsServers = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .refine(
    (list) => list.every((s) => /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:]+\])(:\d{1,5})?$/.test(s)),
    'must be a comma-separated list of ip[:port]',
  )
  .optional();

/** A whole number within bounds, e.g. a count of seconds. */
const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, postgresUrl),
  APP_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  GITHUB_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GITHUB_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  GITHUB_URL: httpUrl.default('https://github.com'),
  GITHUB_API_URL: httpUrl.default('https://api.github.com'),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Shiplog <no-reply@shiplog.local>'),
  /** `true` trusts the SMTP server's certificate even when it is self-signed (STARTTLS on a local MTA). */
  SMTP_TLS_SELF_SIGNED: z.enum(['true', 'false']).default('false'),
  AI_PROVIDER: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible']).default('builtin'),
  AI_BASE_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  DNS_SERVERS: z.preprocess(emptyAsUndefined, dnsServers),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  RUN_WORKERS: z.enum(['true', 'false']).default('true'),
  /** `false` leaves out Shiplog's own public changelog (`/p/shiplog`). */
  PRODUCT_CHANGELOG: z.enum(['true', 'false']).default('true'),
  /** Tries of a mail after its first one (temporary SMTP failures), with exponential backoff. */
  MAIL_RETRY_LIMIT: whole(0, 16).default(5),
  /** Wait before the first retry of a mail; each further retry about doubles it, with jitter. */
  MAIL_RETRY_DELAY_SECONDS: whole(1, 3_600).default(5),
  /** How long one try of a mail may take before another worker may take it over. */
  MAIL_LEASE_SECONDS: whole(2, 3_600).default(120),
  /** Mails one worker process sends at the same time. */
  MAIL_CONCURRENCY: whole(1, 64).default(8),
  /**
   * Subscribers whose mails about an update one transaction records (the fan-out's batch);
   * unset: 1,000 on PostgreSQL, 200 on PGlite (whose statements run on the app's own thread).
   */
  MAIL_FANOUT_BATCH: z.preprocess(emptyAsUndefined, whole(1, 10_000).optional()),
  /** SMTP connections the mailer keeps open (a pool shared by the mails being sent). */
  MAIL_SMTP_CONNECTIONS: whole(1, 64).default(5),
  /** How long the SMTP server may stay silent before a try counts as failed (temporary). */
  MAIL_SMTP_TIMEOUT_SECONDS: whole(1, 600).default(20),
  /** How often an idle worker asks the queue for jobs. */
  JOB_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** How often the queue moves jobs of vanished workers (past their expiry) back to retry. */
  JOB_MAINTENANCE_SECONDS: whole(1, 3_600).default(120),
  /**
   * `true` lets outbound webhooks reach private, loopback and link-local addresses (an intranet
   * receiver); by default such targets are refused, also when a public name resolves to one.
   */
  OUTBOUND_WEBHOOKS_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /** How long a failing outbound webhook delivery is retried after its event (exponential backoff). */
  OUTBOUND_WEBHOOKS_RETRY_SECONDS: whole(0, 7 * 86_400).default(86_400),
  /** Wait before the first retry of an outbound webhook delivery; each further one doubles it. */
  OUTBOUND_WEBHOOKS_RETRY_DELAY_SECONDS: whole(1, 3_600).default(30),
  /** Deliveries in a row that fail for good before an endpoint is turned off (its owner is mailed). */
  OUTBOUND_WEBHOOKS_DISABLE_AFTER: whole(1, 1_000).default(5),
  /** Slack's incoming-webhook host: channel URLs must start with `<this>/services/`. */
  SLACK_WEBHOOK_URL: httpUrl.default('https://hooks.slack.com'),
  /** Discord's host: channel URLs must start with `<this>/api/webhooks/`. */
  DISCORD_WEBHOOK_URL: httpUrl.default('https://discord.com'),
  /** Largest image upload, in bytes. */
  UPLOAD_MAX_BYTES: whole(1_024, 100 * 1024 * 1024).default(5 * 1024 * 1024),
  /** Storage each user's uploaded images may use, in bytes. */
  STORAGE_QUOTA_BYTES: whole(0, 1024 ** 4).default(500 * 1024 * 1024),
  /** Uploaded images go to this S3-compatible bucket; unset: under DATA_DIR/uploads. */
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
  /** The S3 API's address (MinIO, R2, Ceph…); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Where browsers read the bucket's objects (a CDN in front of it); unset: through this server. */
  S3_PUBLIC_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
});

/** The model each AI provider uses when AI_MODEL is not set. */
export const DEFAULT_AI_MODELS = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-haiku-4-5',
  'openai-compatible': 'llama3.2',
} as const;

/** The longest wait between two tries of a job (queue/define-job.ts checks the same). */
const MAX_RETRY_WAIT_SECONDS = 3_600;

/** Settings a provider cannot work without, named one variable at a time. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  const needs = (name: 'AI_API_KEY' | 'AI_BASE_URL') =>
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `is required when AI_PROVIDER is ${env.AI_PROVIDER}`,
    });
  if ((env.AI_PROVIDER === 'openai' || env.AI_PROVIDER === 'anthropic') && !env.AI_API_KEY)
    needs('AI_API_KEY');
  if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL) needs('AI_BASE_URL');
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_PUBLIC_URL))
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'is required when S3_ENDPOINT or S3_PUBLIC_URL is set',
    });
  if (env.S3_BUCKET && Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'is required with the other S3 key',
    });
  if (env.MAIL_RETRY_DELAY_SECONDS * 2 ** env.MAIL_RETRY_LIMIT > MAX_RETRY_WAIT_SECONDS) {
    ctx.addIssue({
      code: 'custom',
      path: ['MAIL_RETRY_LIMIT'],
      message: `with MAIL_RETRY_DELAY_SECONDS=${env.MAIL_RETRY_DELAY_SECONDS} makes the last retry wait over an hour; lower one of them`,
    });
  }
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<
  Env,
  | 'PUBLIC_URL'
  | 'RUN_WORKERS'
  | 'SMTP_TLS_SELF_SIGNED'
  | 'PRODUCT_CHANGELOG'
  | 'OUTBOUND_WEBHOOKS_ALLOW_PRIVATE'
> {
  OUTBOUND_WEBHOOKS_ALLOW_PRIVATE: boolean;
  PUBLIC_URL: string;
  RUN_WORKERS: boolean;
  PRODUCT_CHANGELOG: boolean;
  SMTP_TLS_SELF_SIGNED: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = checkedEnvSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const value = env[name];
    const secret = /SECRET|KEY|DATABASE_URL|SMTP_URL/.test(name);
    const shown = secret || value === undefined ? '' : ` (got "${value}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  const parsed = result.data;
  return {
    ...parsed,
    PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    RUN_WORKERS: parsed.RUN_WORKERS === 'true',
    PRODUCT_CHANGELOG: parsed.PRODUCT_CHANGELOG === 'true',
    SMTP_TLS_SELF_SIGNED: parsed.SMTP_TLS_SELF_SIGNED === 'true',
    OUTBOUND_WEBHOOKS_ALLOW_PRIVATE: parsed.OUTBOUND_WEBHOOKS_ALLOW_PRIVATE === 'true',
    AI_MODEL:
      parsed.AI_MODEL ??
      (parsed.AI_PROVIDER === 'builtin' ? undefined : DEFAULT_AI_MODELS[parsed.AI_PROVIDER]),
  };
}
