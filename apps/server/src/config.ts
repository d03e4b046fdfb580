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
  AI_PROVIDER: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible']).default('builtin'),
  AI_BASE_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  DNS_SERVERS: z.preprocess(emptyAsUndefined, dnsServers),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  RUN_WORKERS: z.enum(['true', 'false']).default('true'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'RUN_WORKERS'> {
  PUBLIC_URL: string;
  RUN_WORKERS: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
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
  };
}
