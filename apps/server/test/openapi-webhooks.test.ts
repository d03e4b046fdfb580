import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOUND_EVENTS, OUTBOUND_TEST_EVENT } from '@shiplog/contract';
import {
  bodyFor,
  commentEvent,
  subscriberEvent,
  testData,
  updateEvent,
} from '../src/integrations/outbound-webhooks';
import { createTestApp, type TestApp } from './support';
import {
  documentedBody,
  undocumentedIn,
  webhooksDocument,
  type WebhooksDocument,
} from './support/openapi-webhooks';

const PUBLIC_URL = 'https://shiplog.example';
const project = { id: 'p1', name: 'Demo', slug: null };
const at = new Date('2025-03-04T05:06:07.089Z');
const update = {
  id: 'u1',
  title: 'Faster builds',
  type: 'release' as const,
  content: 'Twice as **fast**.',
  isMajorUpdate: true,
  publishedAt: at,
  updatedAt: at,
  labels: ['performance'],
};
const entry = {
  id: 's1',
  email: 'reader@example.com',
  notificationPreference: 'all' as const,
  confirmedAt: at,
};

/** Signed headers as a delivery carries them. */
const signed = {
  'webhook-id': `msg_${'0a'.repeat(16)}`,
  'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
  'webhook-signature': 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
};

/** The body the server delivers to a webhook endpoint, built by its own code, as a receiver gets it. */
function delivered(event: ReturnType<typeof updateEvent> | { type: string; data: Record<string, unknown> }) {
  const json = JSON.parse(JSON.stringify(bodyFor({ kind: 'webhook' }, event, at))) as Record<string, unknown>;
  return { headers: signed, body: JSON.stringify(json), json };
}

describe('OpenAPI webhooks', () => {
  let t: TestApp;
  let doc: WebhooksDocument;
  beforeAll(async () => {
    t = await createTestApp();
    doc = await webhooksDocument(t);
  });
  afterAll(async () => t.close());

  it('describes every event a webhook endpoint can receive, with its body and the signed headers', () => {
    const sent = [...OUTBOUND_EVENTS, OUTBOUND_TEST_EVENT];
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual([...sent].sort());
    for (const event of sent) {
      const { post } = doc.webhooks![event]!;
      expect(post.summary, event).toBeTruthy();
      expect(post.requestBody.required).toBe(true);
      expect(documentedBody(doc, event), event).toMatchObject({
        type: 'object',
        required: ['type', 'timestamp', 'data'],
        properties: { type: { const: event }, timestamp: { format: 'date-time' }, data: { type: 'object' } },
      });
      expect(post.parameters.map((p) => [p.in, p.name, p.required])).toEqual([
        ['header', 'webhook-id', true],
        ['header', 'webhook-timestamp', true],
        ['header', 'webhook-signature', true],
      ]);
      expect(Object.keys(post.responses)).toEqual(['2XX']);
    }
  });

  it("validates the server's own payloads against the documented schemas, and refuses others", () => {
    const payloads = [
      delivered(updateEvent(PUBLIC_URL, 'update.published', project, update)),
      delivered(updateEvent(PUBLIC_URL, 'update.updated', project, update)),
      delivered(subscriberEvent(PUBLIC_URL, project, { ...entry, source: 'subscribe' })),
      delivered(subscriberEvent(PUBLIC_URL, project, { ...entry, source: 'owner', confirmedAt: null })),
      delivered(
        commentEvent(PUBLIC_URL, project, update, {
          id: 'c1',
          content: 'Nice!',
          createdAt: at,
          author: { id: 'a1', name: 'Ada' },
        }),
      ),
      delivered({ type: OUTBOUND_TEST_EVENT, data: testData(PUBLIC_URL, project) }),
    ];
    expect(payloads.map((p) => p.json.type).sort()).toEqual([...OUTBOUND_EVENTS, OUTBOUND_TEST_EVENT].sort());
    expect(payloads.flatMap((p) => undocumentedIn(doc, p))).toEqual([]);

    // The schemas are strict enough to tell: a missing field, a field of another event, a wrong header.
    const [published, , subscribed] = payloads;
    const { url: _url, ...noUrl } = (published!.json.data as { update: Record<string, unknown> }).update;
    const withoutUrl = { ...published!.json, data: { ...(published!.json.data as object), update: noUrl } };
    expect(undocumentedIn(doc, { ...published!, json: withoutUrl })).toEqual([
      'update.published body data.update.url: Invalid input: expected string, received undefined',
    ]);
    expect(
      undocumentedIn(doc, { ...subscribed!, json: { ...subscribed!.json, type: 'waitlist.joined' } }),
    ).not.toEqual([]);
    expect(
      undocumentedIn(doc, { ...published!, headers: { ...signed, 'webhook-id': 'not-a-message-id' } }),
    ).toEqual(['update.published: webhook-id not-a-message-id is not as documented']);
  });
});
