export { deliverOnce, DELIVERY_LEASE_SECONDS, retryWaitSeconds } from './deliver';
export { recordOutboundEvent, wakeDeliveries, newMessageId, bodyFor } from './record-event';
export {
  updateEvent,
  subscriberEvent,
  commentEvent,
  testData,
  testPost,
  type OutboundEventInput,
  type EventProject,
} from './event-payloads';
export { createEndpointSecrets, newSigningSecret } from './endpoint-secrets';
export { kindLabels, shownUrl } from './endpoint-labels';
export { checkTargetNow, RefusedTargetError } from './safe-post';
