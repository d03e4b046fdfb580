import { useId, useState, type FormEvent } from 'react';
import {
  OUTBOUND_EVENTS,
  outboundEventLabels,
  outboundWebhookMessages,
  type ChannelUpdates,
  type CreateWebhookEndpointBody,
  type EndpointKind,
  type OutboundEvent,
  type WebhookEndpoint,
} from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { serverMessage } from '@/lib/server-message';
import { kindChoices, urlHints } from './endpoint-kinds';

export interface EndpointFormValues {
  kind: EndpointKind;
  url: string;
  description: string;
  events: OutboundEvent[];
  updates: ChannelUpdates;
}

export interface EndpointFormProps {
  /** The endpoint being changed; absent when adding one. */
  endpoint?: WebhookEndpoint;
  pending: boolean;
  error: unknown;
  onSubmit: (values: EndpointFormValues) => void;
  onCancel: () => void;
}

/** The body the API takes for a new endpoint or channel. */
export function createBodyOf(v: EndpointFormValues): CreateWebhookEndpointBody {
  if (v.kind === 'webhook')
    return { kind: 'webhook', url: v.url, description: v.description, events: v.events };
  return { kind: v.kind, url: v.url, description: v.description, updates: v.updates };
}

/**
 * Adds or changes an endpoint: its kind (when adding), URL, a note, and what it hears of (events
 * for a webhook; all or major updates for a channel). A channel's saved URL is not shown again:
 * left empty when editing, it stays as it is.
 */
export function EndpointForm({ endpoint, pending, error, onSubmit, onCancel }: EndpointFormProps) {
  const id = useId();
  const [values, setValues] = useState<EndpointFormValues>({
    kind: endpoint?.kind ?? 'webhook',
    url: endpoint?.kind === 'webhook' ? endpoint.url : '',
    description: endpoint?.description ?? '',
    events: endpoint?.events ?? ['update.published'],
    updates: endpoint?.updates ?? 'all',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<EndpointFormValues>) => {
    setProblem(null);
    setValues((v) => ({ ...v, ...patch }));
  };
  const keepsUrl = Boolean(endpoint) && values.kind !== 'webhook';
  const refusal = serverMessage(error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!keepsUrl && !/^https?:\/\/\S+$/.test(values.url.trim()))
      return setProblem(
        values.kind === 'webhook' ? outboundWebhookMessages.webhookUrl : urlHints[values.kind],
      );
    if (values.kind === 'webhook' && values.events.length === 0)
      return setProblem(outboundWebhookMessages.eventsRequired);
    onSubmit({ ...values, url: values.url.trim() });
  }

  const toggleEvent = (name: OutboundEvent, on: boolean) =>
    set({ events: on ? [...values.events, name] : values.events.filter((e) => e !== name) });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-5"
      aria-label={endpoint ? 'Edit endpoint' : 'Add endpoint'}
    >
      {!endpoint && (
        <ChoiceGroup
          legend="Send to"
          name={`${id}-kind`}
          options={kindChoices}
          value={values.kind}
          onChange={(kind) => set({ kind })}
          disabled={pending}
        />
      )}
      <Field
        id={`${id}-url`}
        label={values.kind === 'webhook' ? 'Endpoint URL' : 'Webhook URL'}
        hint={keepsUrl ? 'Leave empty to keep the saved URL.' : urlHints[values.kind]}
      >
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={
            keepsUrl
              ? endpoint?.url
              : values.kind === 'webhook'
                ? 'https://example.com/hooks/shiplog'
                : undefined
          }
          value={values.url}
          readOnly={pending}
          aria-describedby={`${id}-url-hint`}
          onChange={(event) => set({ url: event.target.value })}
        />
      </Field>
      <Field id={`${id}-description`} label="Description (optional)">
        <Input
          id={`${id}-description`}
          maxLength={200}
          placeholder={values.kind === 'webhook' ? 'CI release notes' : '#releases'}
          value={values.description}
          readOnly={pending}
          onChange={(event) => set({ description: event.target.value })}
        />
      </Field>
      {values.kind === 'webhook' ? (
        <fieldset disabled={pending} className="min-w-0">
          <legend className="mb-3 text-sm font-medium">Events</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {OUTBOUND_EVENTS.map((name) => (
              <label
                key={name}
                className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm"
              >
                <Checkbox
                  className="mt-0.5"
                  checked={values.events.includes(name)}
                  onChange={(event) => toggleEvent(name, event.target.checked)}
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{outboundEventLabels[name]}</span>
                  <code className="font-mono text-xs text-muted-foreground">{name}</code>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <ChoiceGroup
          legend="Post"
          name={`${id}-updates`}
          value={values.updates}
          onChange={(updates) => set({ updates })}
          disabled={pending}
          options={[
            { value: 'all', label: 'Every published update' },
            {
              value: 'major',
              label: 'Major updates only',
              description: 'Releases and updates marked major.',
            },
          ]}
        />
      )}
      {(problem ?? refusal) && (
        <p role="alert" className="-mt-2 text-sm text-danger">
          {problem ?? refusal}
        </p>
      )}
      {Boolean(error) && !refusal && <Alert variant="error">Could not save. Please try again.</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={pending}>
          {endpoint ? 'Save changes' : 'Add'}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
