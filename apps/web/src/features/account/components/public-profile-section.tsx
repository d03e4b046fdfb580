import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MAX_BIO_LENGTH, paths, profileFieldsSchema, type User } from '@shiplog/contract';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SettingsFooter, SettingsSection } from '@/components/ui/settings-section';
import { Textarea } from '@/components/ui/textarea';
import { messageFor } from '@/lib/server-message';
import { useUpdateProfile } from '../api/update-profile';

type Fields = Record<'bio' | 'website' | 'x_handle' | 'bluesky_handle' | 'mastodon_handle', string>;

const fieldsOf = (user: User): Fields => {
  const meta = user.user_metadata;
  return {
    bio: meta.bio ?? '',
    website: meta.website ?? '',
    x_handle: meta.x_handle ? `@${meta.x_handle}` : '',
    bluesky_handle: meta.bluesky_handle ? `@${meta.bluesky_handle}` : '',
    mastodon_handle: meta.mastodon_handle ? `@${meta.mastodon_handle}` : '',
  };
};

const LINK_FIELDS = [
  { key: 'website', label: 'Website', placeholder: 'https://', type: 'url' },
  { key: 'x_handle', label: 'X', placeholder: '@handle', type: 'text' },
  { key: 'bluesky_handle', label: 'Bluesky', placeholder: '@you.bsky.social', type: 'text' },
  { key: 'mastodon_handle', label: 'Mastodon', placeholder: '@you@mastodon.social', type: 'text' },
] as const;

/** Bio (Markdown) and links shown on the user's public profile, saved with PATCH /api/account. */
export function PublicProfileSection({ user }: { user: User }) {
  const id = useId();
  const update = useUpdateProfile();
  const initial = fieldsOf(user);
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const changed = (Object.keys(values) as Array<keyof Fields>).some((key) => values[key] !== initial[key]);
  const set = (key: keyof Fields, value: string) => setValues((old) => ({ ...old, [key]: value }));

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = profileFieldsSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the form');
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(fieldsOf(saved));
        toast.success('Public profile saved');
      },
      onError: (failure) =>
        setError(messageFor(failure, 'Failed to save your public profile. Please try again.')),
    });
  }

  return (
    <SettingsSection
      id="public-profile"
      title="Public profile"
      description={
        <>
          A short bio and your links, shown on{' '}
          <Link to={paths.user(user.id)} className="text-accent underline underline-offset-2">
            your public profile
          </Link>
          .
        </>
      }
    >
      <form noValidate onSubmit={save}>
        <div className="grid gap-6 p-6">
          <Field
            id={`${id}-bio`}
            label="Bio"
            hint={`Markdown, ${values.bio.length}/${MAX_BIO_LENGTH} characters.`}
          >
            <Textarea
              id={`${id}-bio`}
              rows={3}
              maxLength={MAX_BIO_LENGTH}
              aria-describedby={`${id}-bio-hint`}
              placeholder="What you build, and why in public."
              value={values.bio}
              onChange={(event) => set('bio', event.target.value)}
            />
          </Field>
          <div className="grid gap-6 sm:grid-cols-2">
            {LINK_FIELDS.map((field) => (
              <Field key={field.key} id={`${id}-${field.key}`} label={field.label}>
                <Input
                  id={`${id}-${field.key}`}
                  type={field.type}
                  inputMode={field.type === 'url' ? 'url' : undefined}
                  autoComplete="off"
                  placeholder={field.placeholder}
                  value={values[field.key]}
                  onChange={(event) => set(field.key, event.target.value)}
                />
              </Field>
            ))}
          </div>
          {error && <Alert variant="error">{error}</Alert>}
        </div>
        <SettingsFooter note="Everyone can see these.">
          <Button type="submit" loading={update.isPending} disabled={!changed}>
            Save public profile
          </Button>
        </SettingsFooter>
      </form>
    </SettingsSection>
  );
}
