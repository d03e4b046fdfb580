import type { Endpoint } from './endpoint';
import { accountEndpoints } from './account';
import { apiTokenEndpoints } from './api-tokens';
import { authEndpoints } from './auth';
import { autoUpdateEndpoints } from './auto-updates';
import { commentEndpoints } from './comments';
import { domainEndpoints } from './domains';
import { draftEndpoints } from './drafts';
import { githubEndpoints } from './github';
import { healthEndpoints } from './health';
import { imageEndpoints } from './images';
import { markdownEndpoints } from './markdown';
import { notificationEndpoints } from './notifications';
import { outboundWebhookEndpoints } from './outbound-webhooks';
import { postEndpoints } from './posts';
import { storyEndpoints } from './stories';
import { projectWaitlistEndpoints } from './project-waitlist';
import { socialEndpoints } from './social';
import { projectEndpoints } from './projects';
import { subscriberEndpoints } from './subscribers';
import { updateEndpoints } from './updates';
import { userEndpoints } from './users';
import { voiceEndpoints } from './voice';
import { waitlistEndpoints } from './waitlist';
import { webhookEndpoints } from './webhooks';
import { widgetEndpoints } from './widget';

/** Every API operation under /api, by concept: the list the route table, OpenAPI and the tests read. */
export const allEndpoints: readonly Endpoint[] = [
  healthEndpoints,
  authEndpoints,
  accountEndpoints,
  apiTokenEndpoints,
  notificationEndpoints,
  userEndpoints,
  githubEndpoints,
  projectEndpoints,
  updateEndpoints,
  draftEndpoints,
  commentEndpoints,
  postEndpoints,
  storyEndpoints,
  socialEndpoints,
  subscriberEndpoints,
  projectWaitlistEndpoints,
  waitlistEndpoints,
  webhookEndpoints,
  outboundWebhookEndpoints,
  autoUpdateEndpoints,
  voiceEndpoints,
  domainEndpoints,
  markdownEndpoints,
  imageEndpoints,
  widgetEndpoints,
].flatMap((group) => Object.values(group) as Endpoint[]);
