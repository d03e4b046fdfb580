import { Globe } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { domainMessages, isValidDomain } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { serverMessage } from '@/lib/server-message';
import { useConfigureDomain } from '../api/configure-domain';

export interface AddDomainFormProps {
  projectId: string;
  onCancel: () => void;
}

/** The domain input, checked with the contract's rule before it is sent. */
export function AddDomainForm({ projectId, onCancel }: AddDomainFormProps) {
  const id = useId();
  const configure = useConfigureDomain(projectId);
  const input = useRef<HTMLInputElement>(null);
  const [domain, setDomain] = useState('');
  const [invalid, setInvalid] = useState(false);
  // A refusal the server explains (taken, our own host, invalid) belongs to the field.
  const refusal = serverMessage(configure.error);
  const fieldError = invalid ? domainMessages.invalid(domainMessages.example) : refusal;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    configure.reset();
    const value = domain.trim().toLowerCase();
    if (!isValidDomain(value)) {
      setInvalid(true);
      return input.current?.focus();
    }
    configure.mutate(value);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Field
        id={`${id}-domain`}
        label="Domain"
        hint="A subdomain you control, such as updates.example.com. You will add two DNS records next."
      >
        <Input
          ref={input}
          id={`${id}-domain`}
          autoFocus
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          placeholder={domainMessages.example}
          value={domain}
          readOnly={configure.isPending}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error ${id}-domain-hint` : `${id}-domain-hint`}
          onChange={(event) => {
            setDomain(event.target.value);
            setInvalid(false);
          }}
        />
      </Field>
      {fieldError && (
        <p id={`${id}-error`} role="alert" className="-mt-2 text-sm text-danger">
          {fieldError}
        </p>
      )}
      {configure.isError && !refusal && <Alert variant="error">{domainMessages.configureFailed}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={configure.isPending}>
          {!configure.isPending && <Globe aria-hidden className="size-4" />}
          Add domain
        </Button>
        <Button variant="secondary" disabled={configure.isPending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
