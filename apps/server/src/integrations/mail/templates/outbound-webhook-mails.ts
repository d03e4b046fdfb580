import { defineMailTemplate } from './mail-content';

export interface EndpointDisabledData {
  projectName: string;
  /** The endpoint as the settings show it (a channel's URL masked). */
  target: string;
  /** `Webhook`, `Slack channel` or `Discord channel`. */
  kindLabel: string;
  /** Deliveries in a row that failed for good. */
  failures: number;
  lastError: string | null;
  /** The project's settings, at the webhooks section. */
  settingsUrl: string;
}

/** To a project's owner when an endpoint was turned off after repeated failures. */
const endpointDisabled = defineMailTemplate<EndpointDisabledData>({
  render: (d) => ({
    subject: `${d.projectName}: ${d.kindLabel.toLowerCase()} turned off after failed deliveries`,
    preheader: `${d.failures} deliveries in a row to ${d.target} failed; no more are sent until you turn it on again.`,
    heading: `${d.kindLabel} turned off`,
    blocks: [
      {
        kind: 'paragraph',
        text: `${d.failures} deliveries in a row to ${d.target} for ${d.projectName} failed, each after retries for a day. Shiplog has turned it off and sends nothing more there.`,
      },
      ...(d.lastError ? [{ kind: 'quote' as const, text: `Last error: ${d.lastError}` }] : []),
      {
        kind: 'paragraph',
        text: 'Fix the receiver, then turn it on again and use Send test or Redeliver from its delivery log.',
      },
      { kind: 'button', label: 'Open webhook settings', url: d.settingsUrl },
    ],
  }),
});

export const outboundWebhookMailTemplates = { 'webhook-endpoint-disabled': endpointDisabled } as const;
