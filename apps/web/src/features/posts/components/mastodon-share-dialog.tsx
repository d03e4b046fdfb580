import { AtSign, ExternalLink } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { mastodonLength, mastodonPost, mastodonShareUrl } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { messageFor } from '@/lib/server-message';
import { useMastodonInstance } from '../api/get-mastodon-instance';
import { ShareDialog } from './share-dialog';

const KEY = 'shiplog:mastodon-instance';
const remembered = () => {
  try {
    return window.localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
};
const remember = (instance: string) => {
  try {
    window.localStorage.setItem(KEY, instance);
  } catch {
    // A browser that keeps nothing asks again next time.
  }
};

/**
 * Mastodon: the owner names their server (remembered in this browser); its limit is read from
 * its API, the post fitted to it with its link kept, and its share page opens with the text.
 */
export function MastodonShareDialog({
  text,
  describedBy,
}: {
  text: string;
  describedBy?: string | undefined;
}) {
  const id = useId();
  const [instance, setInstance] = useState(remembered);
  const lookup = useMastodonInstance();
  const found = lookup.data;
  const fitted = found ? mastodonPost(text, found.max_characters) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!instance.trim()) return;
    lookup.mutate(instance.trim(), { onSuccess: () => remember(instance.trim()) });
  }

  const failure = lookup.isError && messageFor(lookup.error, 'Could not reach Shiplog. Please try again.');
  const host = found ? new URL(found.instance).host : '';

  return (
    <ShareDialog
      label="Share on Mastodon"
      icon={<AtSign aria-hidden className="size-3.5" />}
      title="Share on Mastodon"
      description="Each Mastodon server has its own limit: name yours and the post is fitted to it."
      describedBy={describedBy}
      onOpenChange={(open) => open || lookup.reset()}
    >
      <form noValidate onSubmit={submit} className="grid gap-2">
        <Label htmlFor={`${id}-instance`}>Your Mastodon server</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-instance`}
            value={instance}
            placeholder="mastodon.social"
            autoComplete="url"
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? `${id}-error` : undefined}
            onChange={(event) => {
              lookup.reset();
              setInstance(event.target.value);
            }}
          />
          <Button type="submit" variant="secondary" loading={lookup.isPending}>
            Use
          </Button>
        </div>
      </form>
      {failure && (
        <Alert id={`${id}-error`} variant="error">
          {failure}
        </Alert>
      )}
      {found && fitted !== null && (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            {host} allows {found.max_characters.toLocaleString('en-US')} characters
            {found.from_instance ? '' : ' (Mastodon’s default: the server did not say)'}. This post:{' '}
            {mastodonLength(fitted).toLocaleString('en-US')}.
          </p>
          <p className="rounded-lg border border-border p-3 text-sm leading-6 whitespace-pre-wrap">
            {fitted}
          </p>
          <Button asChild>
            <a href={mastodonShareUrl(found.instance, fitted)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden className="size-4" />
              Open on {host}
            </a>
          </Button>
        </div>
      )}
    </ShareDialog>
  );
}
