import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { MAIL_PUBLIC_URL, call, createProject, createUpdate, textUpdate, until } from './support';
import {
  addEndpoint,
  deliveriesOf,
  endpointsPath,
  outboundApp,
  startHookReceiver,
  untilDeliveriesSettle,
  hookReceiver,
} from './support/outbound-webhooks';
import { undocumentedIn, webhooksDocument } from './support/openapi-webhooks';
import { confirm, latestConfirmToken, subscribe } from './support/subscribers';

const app = outboundApp('outbound.test');
const receiver = hookReceiver();

/** A new endpoint of the owner's at the receiver, which forgets what it got before. */
function freshEndpoint(events: string[]) {
  receiver.received.length = 0;
  return addEndpoint(app.t, app.owner, app.projectId, { kind: 'webhook', url: receiver.url, events });
}

/** The requests the receiver got of one event type. */
const received = (type: string) => receiver.received.filter((r) => r.json.type === type);

describe('outbound webhooks', () => {
  it('signs a published update as Standard Webhooks says; the secret is shown once', async () => {
    const { t, owner, projectId } = app;
    const endpoint = await addEndpoint(t, owner, projectId, {
      kind: 'webhook',
      url: receiver.url,
      events: [
        'update.published',
        'update.updated',
        'comment.created',
        'subscriber.confirmed',
        'waitlist.joined',
      ],
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const listed = await call(t, 'GET', endpointsPath(projectId), { as: owner });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(endpoint.secret!);
    expect(listed.json().endpoints).toMatchObject([
      { id: endpoint.id, kind: 'webhook', url: receiver.url, enabled: true },
    ]);

    const { id: updateId } = await createUpdate(
      t,
      owner,
      projectId,
      textUpdate('Faster builds', { content: 'Twice as **fast**.' }),
    );
    await until(() => received('update.published').length === 1);
    const [hook] = received('update.published');
    // The receiver's check, with the maintained library: throws unless signed with the secret.
    const verified = new Webhook(endpoint.secret!).verify(hook!.body, {
      'webhook-id': String(hook!.headers['webhook-id']),
      'webhook-timestamp': String(hook!.headers['webhook-timestamp']),
      'webhook-signature': String(hook!.headers['webhook-signature']),
    });
    expect(verified).toMatchObject({
      type: 'update.published',
      data: {
        project: { id: projectId },
        update: {
          id: updateId,
          title: 'Faster builds',
          summary: 'Twice as fast.',
          url: `${MAIL_PUBLIC_URL}/projects/${projectId}/updates/${updateId}`,
        },
      },
    });
    expect(hook!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(hook!.headers['content-type']).toBe('application/json');
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret, 32 bytes long!!!').toString('base64')}`).verify(
        hook!.body,
        {
          'webhook-id': String(hook!.headers['webhook-id']),
          'webhook-timestamp': String(hook!.headers['webhook-timestamp']),
          'webhook-signature': String(hook!.headers['webhook-signature']),
        },
      ),
    ).toThrow();

    // An edit of the announced update, a comment, a confirmed subscriber and a waitlist entry.
    const edit = await call(t, 'PUT', `/api/projects/${projectId}/updates/${updateId}`, {
      as: owner,
      payload: { type: 'text', title: 'Faster builds, measured', content: 'Twice as fast.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const comment = await call(t, 'POST', `/api/updates/${updateId}/comments`, {
      as: owner,
      payload: { content: 'Nice!' },
    });
    expect(comment.statusCode).toBe(201);
    expect((await subscribe(t, projectId, { email: 'reader@outbound.test' })).statusCode).toBe(200);
    expect((await confirm(t, await latestConfirmToken(t, 'reader@outbound.test'))).statusCode).toBe(200);
    const join = await call(t, 'POST', `/api/projects/${projectId}/waitlist`, {
      payload: { email: 'early@outbound.test' },
    });
    expect(join.statusCode, join.body).toBe(200);
    expect((await confirm(t, await latestConfirmToken(t, 'early@outbound.test'))).statusCode).toBe(200);

    await until(() => receiver.received.length === 5);
    // Each delivery is what the API description's `webhooks` section says of its event.
    const doc = await webhooksDocument(t);
    expect(receiver.received.flatMap((hook) => undocumentedIn(doc, hook))).toEqual([]);
    expect(received('update.updated')[0]!.json.data).toMatchObject({
      update: { id: updateId, title: 'Faster builds, measured' },
    });
    expect(received('comment.created')[0]!.json.data).toMatchObject({
      comment: { id: comment.json().id, content: 'Nice!' },
      update: { id: updateId },
    });
    expect(received('subscriber.confirmed')[0]!.json.data).toMatchObject({
      subscriber: { email: 'reader@outbound.test' },
    });
    expect(received('waitlist.joined')[0]!.json.data).toMatchObject({
      entry: { email: 'early@outbound.test', source: 'waitlist' },
    });

    const log = await untilDeliveriesSettle(t, owner, projectId, endpoint.id, 5);
    expect(log.map((d) => d.status)).toEqual(Array(5).fill('succeeded'));
    expect(log.find((d) => d.event === 'update.published')).toMatchObject({
      attempts: 1,
      response_status: 200,
      last_error: null,
    });
    await call(t, 'DELETE', `${endpointsPath(projectId)}/${endpoint.id}`, { as: owner });
  });

  it('retries after a 500 with the same webhook-id; the delivery log shows both tries', async () => {
    const { t, owner, projectId } = app;
    const endpoint = await freshEndpoint(['update.published']);
    receiver.answer({ status: 500 });
    await createUpdate(t, owner, projectId, textUpdate('Retried'));
    const [delivery] = await untilDeliveriesSettle(t, owner, projectId, endpoint.id, 1);
    expect(delivery).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      response_status: 200,
      last_error: null,
    });
    expect(delivery!.tries.map((x) => x.response_status)).toEqual([200, 500]);
    expect(delivery!.tries[1]!.error).toBe('HTTP 500: receiver failure');
    expect(delivery!.tries.every((x) => x.response_time_ms >= 0)).toBe(true);
    // A second or more apart (the first retry's wait), each signed anew for its own time.
    expect(Date.parse(delivery!.tries[0]!.at) - Date.parse(delivery!.tries[1]!.at)).toBeGreaterThanOrEqual(
      900,
    );
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(delivery!.message_id).toBe(first!.headers['webhook-id']);
    new Webhook(endpoint.secret!).verify(second!.body, second!.headers as Record<string, string>);
    await call(t, 'DELETE', `${endpointsPath(projectId)}/${endpoint.id}`, { as: owner });
  });

  it('follows no redirect: a 3xx is a failed try and the other address hears nothing', async () => {
    const { t, owner, projectId } = app;
    const elsewhere = await startHookReceiver();
    try {
      const endpoint = await freshEndpoint(['update.published']);
      receiver.answer({ status: 302, location: elsewhere.url }, { status: 307, location: elsewhere.url });
      await createUpdate(t, owner, projectId, textUpdate('Moved'));
      const [delivery] = await untilDeliveriesSettle(t, owner, projectId, endpoint.id, 1);
      expect(delivery!.tries.map((x) => x.error)).toEqual([
        null,
        `HTTP 307: redirect to ${elsewhere.url} not followed`,
        `HTTP 302: redirect to ${elsewhere.url} not followed`,
      ]);
      expect(elsewhere.received).toEqual([]);
      await call(t, 'DELETE', `${endpointsPath(projectId)}/${endpoint.id}`, { as: owner });
    } finally {
      await elsewhere.close();
    }
  });

  it('sends a test event and redelivers a delivery with its webhook-id and body', async () => {
    const { t, owner, projectId } = app;
    const endpoint = await freshEndpoint(['comment.created']);
    const test = await call(t, 'POST', `${endpointsPath(projectId)}/${endpoint.id}/test`, { as: owner });
    expect(test.statusCode, test.body).toBe(202);
    expect(test.json()).toMatchObject({ event: 'webhook.test', manual: true, status: 'pending' });
    await until(() => receiver.received.length === 1);
    expect(receiver.received[0]!.json).toMatchObject({
      type: 'webhook.test',
      data: { project: { id: projectId } },
    });
    expect(undocumentedIn(await webhooksDocument(t), receiver.received[0]!)).toEqual([]);

    const again = await call(
      t,
      'POST',
      `${endpointsPath(projectId)}/${endpoint.id}/deliveries/${test.json().id}/redeliver`,
      { as: owner },
    );
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().id).not.toBe(test.json().id);
    await until(() => receiver.received.length === 2);
    const [first, second] = receiver.received;
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    const log = await untilDeliveriesSettle(t, owner, projectId, endpoint.id, 2);
    expect(log.map((d) => d.status)).toEqual(['succeeded', 'succeeded']);

    // Only its owner reaches it, and only under its own project.
    const stranger = await call(t, 'GET', `${endpointsPath(projectId)}/${endpoint.id}/deliveries`);
    expect(stranger.statusCode).toBe(401);
    const { id: otherProject } = await createProject(t, owner, { is_private: false });
    const crossed = await call(t, 'GET', `${endpointsPath(otherProject)}/${endpoint.id}/deliveries`, {
      as: owner,
    });
    expect(crossed.statusCode).toBe(404);
    await call(t, 'DELETE', `${endpointsPath(projectId)}/${endpoint.id}`, { as: owner });
  });

  it('checks what it is given: events, URLs, and each change the owner makes', async () => {
    const { t, owner, projectId } = app;
    const bad = await call(t, 'POST', endpointsPath(projectId), {
      as: owner,
      payload: { kind: 'webhook', url: 'ftp://example.com/hook', events: [] },
    });
    expect(bad.statusCode).toBe(400);
    const endpoint = await addEndpoint(t, owner, projectId, {
      kind: 'webhook',
      url: receiver.url,
      events: ['update.published'],
    });
    const off = await call(t, 'PATCH', `${endpointsPath(projectId)}/${endpoint.id}`, {
      as: owner,
      payload: { enabled: false, events: ['comment.created', 'comment.created'], description: 'CI' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      enabled: false,
      disabled_reason: null,
      events: ['comment.created'],
      description: 'CI',
    });
    const deliveries = await deliveriesOf(t, owner, projectId, endpoint.id);
    expect(deliveries).toEqual([]);
    const removed = await call(t, 'DELETE', `${endpointsPath(projectId)}/${endpoint.id}`, { as: owner });
    expect(removed.statusCode).toBe(204);
    expect(
      (await call(t, 'GET', `${endpointsPath(projectId)}/${endpoint.id}/deliveries`, { as: owner }))
        .statusCode,
    ).toBe(404);
  });
});
