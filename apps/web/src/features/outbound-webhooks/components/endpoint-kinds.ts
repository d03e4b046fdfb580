import { Hash, MessageSquare, Webhook } from 'lucide-react';
import type { Choice } from '@/components/ui/choice-group';
import { outboundWebhookMessages, type EndpointKind } from '@shiplog/contract';

export const kindLabels: Record<EndpointKind, string> = {
  webhook: 'Webhook',
  slack: 'Slack',
  discord: 'Discord',
};

export const kindIcons = { webhook: Webhook, slack: Hash, discord: MessageSquare } as const;

export const kindChoices: Array<Choice<EndpointKind>> = [
  {
    value: 'webhook',
    label: 'Webhook',
    description: 'Signed JSON for your own systems (Standard Webhooks).',
  },
  { value: 'slack', label: 'Slack', description: 'A post per published update in a channel.' },
  { value: 'discord', label: 'Discord', description: 'An embed per published update in a channel.' },
];

export const urlHints: Record<EndpointKind, string> = {
  webhook: 'Where Shiplog POSTs each event. It must answer with a 2xx status within 10 seconds.',
  slack: outboundWebhookMessages.slackUrl,
  discord: outboundWebhookMessages.discordUrl,
};
