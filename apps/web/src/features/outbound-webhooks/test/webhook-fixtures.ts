import type { OutboundDelivery, WebhookEndpoint } from '@shiplog/contract';

/** An endpoint as the list answers it; override any part. */
export function makeEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 'e1',
    kind: 'webhook',
    url: 'https://ci.example.com/hooks/shiplog',
    description: '',
    events: ['update.published'],
    updates: 'all',
    enabled: true,
    disabled_reason: null,
    disabled_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    last_delivery: null,
    ...overrides,
  };
}

/** A delivery as the log answers it; override any part. */
export function makeDelivery(overrides: Partial<OutboundDelivery> = {}): OutboundDelivery {
  return {
    id: 'd1',
    message_id: 'msg_1',
    event: 'update.published',
    status: 'succeeded',
    attempts: 2,
    response_status: 200,
    response_time_ms: 87,
    last_error: null,
    created_at: '2026-11-20T10:05:00.000Z',
    next_attempt_at: null,
    manual: false,
    tries: [],
    ...overrides,
  };
}
