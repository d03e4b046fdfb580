import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  API_TOKEN_EXPIRY_DAYS,
  DEFAULT_API_TOKEN_EXPIRY_DAYS,
  MAX_API_TOKEN_NAME_LENGTH,
  apiTokenMessages,
  apiTokenScopeLabels,
  createApiTokenBodySchema,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChoiceGroup, type Choice } from '@/components/ui/choice-group';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SettingsFooter } from '@/components/ui/settings-section';
import { messageFor } from '@/lib/server-message';
import { useCreateApiToken } from '../api/create-api-token';
import { expiryLabel } from './token-labels';

const scopes: Array<Choice<ApiTokenScope>> = [
  {
    value: 'read',
    label: apiTokenScopeLabels.read,
    description: 'See your projects, updates, drafts and posts.',
  },
  {
    value: 'write',
    label: apiTokenScopeLabels.write,
    description: 'Also write posts and updates, publish drafts and change projects.',
  },
];

/** Name, scope and lifetime of a new token; `onCreated` gets its value, shown once. */
export function CreateApiTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const id = useId();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [expiry, setExpiry] = useState(String(DEFAULT_API_TOKEN_EXPIRY_DAYS));
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createApiTokenBodySchema.safeParse({
      name,
      scope,
      expires_in_days: expiry === 'never' ? null : Number(expiry),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? apiTokenMessages.createFailed);
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        toast.success(apiTokenMessages.created);
        onCreated(created);
      },
      onError: (failure) => setError(messageFor(failure, apiTokenMessages.createFailed)),
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <div className="grid gap-6 p-6">
        <h3 id={`${id}-title`} className="font-medium">
          Create a token
        </h3>
        <Field
          id={`${id}-name`}
          label="Name"
          hint="What it is for, e.g. the laptop or the CI job that uses it."
        >
          <Input
            id={`${id}-name`}
            autoComplete="off"
            maxLength={MAX_API_TOKEN_NAME_LENGTH}
            aria-describedby={`${id}-name-hint`}
            aria-invalid={error === apiTokenMessages.nameRequired || undefined}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <ChoiceGroup legend="Scope" name={`${id}-scope`} options={scopes} value={scope} onChange={setScope} />
        <Field id={`${id}-expiry`} label="Expires after" className="sm:max-w-60">
          <Select id={`${id}-expiry`} value={expiry} onChange={(event) => setExpiry(event.target.value)}>
            {API_TOKEN_EXPIRY_DAYS.map((days) => (
              <option key={String(days)} value={days === null ? 'never' : String(days)}>
                {expiryLabel(days)}
              </option>
            ))}
          </Select>
        </Field>
        {error && <Alert variant="error">{error}</Alert>}
      </div>
      <SettingsFooter note="No token can change your account, password or tokens.">
        <Button type="submit" loading={create.isPending}>
          Create token
        </Button>
      </SettingsFooter>
    </form>
  );
}
