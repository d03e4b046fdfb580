import pino, { type Logger } from 'pino';

const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'x-hub-signature-256']);

function withoutSecrets(headers: unknown): unknown {
  if (!headers || typeof headers !== 'object') return headers;
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, SECRET_HEADERS.has(k.toLowerCase()) ? '[redacted]' : v]),
  );
}

/**
 * JSON logs. Credentials in headers never reach the log: serializers for `headers` and
 * `req` mask them, and run only when a log call passes those keys. (pino's `redact`
 * would cost a third of a small route's throughput on every line.)
 */
export function createLogger(level: string): Logger {
  // Buffered writes (flushed every 4 KiB and on exit): one syscall per line costs a
  // large share of a small route's throughput.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), 500).unref();
  process.once('exit', () => destination.flushSync());
  return pino(
    {
      level,
      serializers: {
        err: pino.stdSerializers.err,
        headers: withoutSecrets,
        req: (req: { method?: string; url?: string; headers?: unknown }) => ({
          method: req.method,
          url: req.url,
          headers: withoutSecrets(req.headers),
        }),
      },
    },
    destination,
  );
}
