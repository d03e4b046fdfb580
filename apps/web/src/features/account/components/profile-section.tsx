import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { avatarUrl, publicName, updateAccountBodySchema, type User } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { messageFor } from '@/lib/server-message';
import { useUpdateProfile } from '../api/update-profile';
import { ImageUploadButton } from '@/components/image-upload/image-upload-button';
import { SettingsFooter, SettingsSection } from '@/components/ui/settings-section';

const MAX_NAME_LENGTH = 80;

/** Display name and avatar URL, saved with PATCH /api/account. */
export function ProfileSection({ user }: { user: User }) {
  const id = useId();
  const update = useUpdateProfile();
  const initialName = user.user_metadata.name || user.user_metadata.full_name || '';
  const [name, setName] = useState(initialName);
  const [avatar, setAvatar] = useState(user.user_metadata.avatar_url ?? '');
  const [error, setError] = useState<string | null>(null);
  const changed = name !== initialName || avatar !== (user.user_metadata.avatar_url ?? '');

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateAccountBodySchema.safeParse({ name, avatar_url: avatar.trim() });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the form');
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setName(saved.user_metadata.name || saved.user_metadata.full_name || '');
        setAvatar(saved.user_metadata.avatar_url ?? '');
        toast.success('Profile saved');
      },
      onError: (failure) => setError(messageFor(failure, 'Failed to save your profile. Please try again.')),
    });
  }

  // How others will see you once saved: the typed name (else the GitHub login), the typed picture, else the generated one.
  const draft = {
    ...user,
    user_metadata: { ...user.user_metadata, name: name.trim() || null, avatar_url: avatar.trim() || null },
  };
  const previewName = publicName({ name: draft.user_metadata.name, login: user.user_metadata.user_name });
  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="How you appear on your projects, updates and comments."
    >
      <form noValidate onSubmit={save}>
        <div className="grid gap-6 p-6">
          <div className="flex items-center gap-4">
            <Avatar name={previewName} src={avatarUrl(draft)} size="lg" />
            <div className="min-w-0 text-sm">
              <p className="truncate font-medium">{previewName}</p>
              <p className="truncate text-muted-foreground">{user.email}</p>
            </div>
          </div>
          <Field id={`${id}-name`} label="Display name">
            <Input
              id={`${id}-name`}
              autoComplete="name"
              maxLength={MAX_NAME_LENGTH}
              placeholder={publicName({ name: null, login: user.user_metadata.user_name })}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Field
            id={`${id}-avatar`}
            label="Avatar URL"
            hint="An https:// link to a square image. Leave empty for a generated avatar."
          >
            <Input
              id={`${id}-avatar`}
              type="url"
              inputMode="url"
              placeholder="https://"
              aria-describedby={`${id}-avatar-hint`}
              value={avatar}
              onChange={(event) => setAvatar(event.target.value)}
            />
            <ImageUploadButton label="Upload avatar" onUploaded={(image) => setAvatar(image.card_url)} />
          </Field>
          {error && <Alert variant="error">{error}</Alert>}
        </div>
        <SettingsFooter note={`Signed in as ${user.email}`}>
          <Button type="submit" loading={update.isPending} disabled={!changed}>
            Save profile
          </Button>
        </SettingsFooter>
      </form>
    </SettingsSection>
  );
}
