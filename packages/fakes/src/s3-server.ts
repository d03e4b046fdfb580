import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface FakeS3 {
  /** The S3 API's address on loopback (S3_ENDPOINT). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The environment that points Shiplog at this bucket. */
  env: Record<string, string>;
  /** While set, a PUT of an object whose key it matches is refused (403 AccessDenied) and nothing is kept. */
  refusePut: ((key: string) => boolean) | null;
  close(): Promise<void>;
}

const ACCESS_DENIED =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 with one bucket, kept in a temporary folder
 * removed on close. It checks request signatures with s3rver's fixed key pair, and refuses
 * writes on demand (`refusePut`).
 */
export async function startFakeS3(options: { bucket?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'shiplog-test';
  const directory = mkdtempSync(join(tmpdir(), 'shiplog-s3-'));
  const server = new S3rver({
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.configureBuckets();
  const handle = server.callback();
  const fake = { refusePut: null as FakeS3['refusePut'] };
  const http = createServer((req, res) => {
    // Path-style addresses: /{bucket}/{key}.
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const key = path.slice(bucket.length + 2);
    if (req.method === 'PUT' && path.startsWith(`/${bucket}/`) && fake.refusePut?.(key)) {
      req.resume();
      res.writeHead(403, { 'content-type': 'application/xml' }).end(ACCESS_DENIED);
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's built-in credentials.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return Object.assign(fake, {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  });
}
