// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutboundDelivery, WebhookEndpoint } from '@shiplog/contract';
import { invalidateListIfLogDiffers, invalidateLogsThatDifferFromList } from './follow-deliveries';
import { makeDelivery, makeEndpoint } from '../test/webhook-fixtures';
import { outboundWebhookKeys } from './query-keys';

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;

const endpoint = (id: string, last: WebhookEndpoint['last_delivery']) =>
  makeEndpoint({ id, created_at: at(0), last_delivery: last });

const delivery = (id: string, status: OutboundDelivery['status'], minute: number) =>
  makeDelivery({ id, status, attempts: 1, created_at: at(minute) });

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
});

const logKey = (endpointId: string) => outboundWebhookKeys.deliveries('p1', endpointId);
const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('invalidateLogsThatDifferFromList: a list just read, against the delivery logs in the cache', () => {
  it("invalidates a log whose newest delivery is not the list's last delivery (newer, or another outcome)", () => {
    queryClient.setQueryData(logKey('e1'), [delivery('d1', 'succeeded', 5)]);
    queryClient.setQueryData(logKey('e2'), [delivery('d2', 'pending', 5)]);
    invalidateLogsThatDifferFromList(queryClient, 'p1', [
      endpoint('e1', { status: 'succeeded', at: at(9) }),
      endpoint('e2', { status: 'failed', at: at(5) }),
    ]);
    expect(invalidated(logKey('e1'))).toBe(true);
    expect(invalidated(logKey('e2'))).toBe(true);
  });

  it('leaves a log alone that already shows the last delivery, and one with no delivery on either side', () => {
    queryClient.setQueryData(logKey('e1'), [delivery('d3', 'succeeded', 9), delivery('d1', 'failed', 5)]);
    queryClient.setQueryData(logKey('e2'), []);
    invalidateLogsThatDifferFromList(queryClient, 'p1', [
      endpoint('e1', { status: 'succeeded', at: at(9) }),
      endpoint('e2', null),
    ]);
    expect(invalidated(logKey('e1'))).toBe(false);
    expect(invalidated(logKey('e2'))).toBe(false);
  });

  it('reads no log that was never read, and touches no other project', () => {
    queryClient.setQueryData(outboundWebhookKeys.deliveries('p2', 'e1'), [delivery('d1', 'pending', 1)]);
    invalidateLogsThatDifferFromList(queryClient, 'p1', [endpoint('e1', { status: 'succeeded', at: at(9) })]);
    expect(queryClient.getQueryState(logKey('e1'))).toBeUndefined();
    expect(invalidated(outboundWebhookKeys.deliveries('p2', 'e1'))).toBe(false);
  });
});

describe('invalidateListIfLogDiffers: a log just read, against the endpoint list in the cache', () => {
  const list = outboundWebhookKeys.list('p1');

  it("invalidates the list when the log's newest delivery is not the endpoint's last", () => {
    queryClient.setQueryData(list, [endpoint('e1', { status: 'pending', at: at(5) })]);
    invalidateListIfLogDiffers(queryClient, 'p1', 'e1', [delivery('d1', 'succeeded', 5)]);
    expect(invalidated(list)).toBe(true);
  });

  it('leaves it when they agree, or when the list does not hold the endpoint', () => {
    queryClient.setQueryData(list, [endpoint('e1', { status: 'succeeded', at: at(5) })]);
    invalidateListIfLogDiffers(queryClient, 'p1', 'e1', [delivery('d1', 'succeeded', 5)]);
    invalidateListIfLogDiffers(queryClient, 'p1', 'e9', [delivery('d9', 'failed', 7)]);
    expect(invalidated(list)).toBe(false);
  });
});
