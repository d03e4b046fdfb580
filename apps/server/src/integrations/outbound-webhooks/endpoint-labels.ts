import type { EndpointKind } from '@shiplog/contract';

export const kindLabels: Record<EndpointKind, string> = {
  webhook: 'Webhook',
  slack: 'Slack channel',
  discord: 'Discord channel',
};

/**
 * An endpoint's URL as settings, logs and mail show it. A Slack or Discord URL is its own
 * secret: only its host and the first characters of its path are shown.
 */
export function shownUrl(kind: EndpointKind, url: string): string {
  if (kind === 'webhook') return url;
  try {
    const parsed = new URL(url);
    const path = parsed.pathname;
    const keep = kind === 'slack' ? '/services/'.length + 4 : '/api/webhooks/'.length + 4;
    return `${parsed.origin}${path.slice(0, keep)}…`;
  } catch {
    return '…';
  }
}
