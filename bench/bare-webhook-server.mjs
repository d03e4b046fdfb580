// The baseline for the webhook receiver: bare node:http reading the body, checking its
// HMAC-SHA256 signature in constant time and answering 202, with no database.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const secret = process.env.WEBHOOK_SECRET ?? '';
createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(body).digest('hex')}`);
    const given = Buffer.from(String(req.headers['x-hub-signature-256'] ?? ''));
    const ok = given.length === expected.length && timingSafeEqual(given, expected);
    const answer = JSON.stringify(
      ok ? { id: req.headers['x-github-delivery'], duplicate: false } : { error: 'refused' },
    );
    res.writeHead(ok ? 202 : 401, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(answer),
    });
    res.end(answer);
  });
}).listen(Number(process.env.PORT ?? 3932), '127.0.0.1');
