// /manage-profile: name, gender and the avatar (PNG, JPEG or WebP up to 5 MB, shown at once as a
// preview; cropped square on the server). Saving refreshes the session, so the header's greeting
// and avatar change with it.
import { useEffect, useState, type SubmitEvent } from 'react';
import { DEFAULT_AVATAR } from '../../../lib/paths.ts';
import { ACCOUNT_LIMITS, AVATAR_TYPES, GENDERS } from '../../../lib/schemas/accounts.ts';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { FormError, SaveActions, SelectField, TextField, otherErrors, useSubmit } from './form-kit.tsx';
import { $profile, saveProfile } from './settings-store.ts';

const MAX_MB = ACCOUNT_LIMITS.avatarBytes / 1024 / 1024;

function ProfileForm() {
  const { data, loading } = useQuery($profile);
  const { formRef, errors, setErrors, formError, busy, run } = useSubmit();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [removeAvatar, setRemoveAvatar] = useState(false);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  if (loading || !data) return <Loading />;
  const user = data.data;
  const shownAvatar = preview ?? (removeAvatar ? DEFAULT_AVATAR : user.avatar_url || DEFAULT_AVATAR);
  const hasOwnAvatar = !removeAvatar && (Boolean(file) || user.avatar_url !== DEFAULT_AVATAR);

  function chooseFile(chosen: File | undefined) {
    setErrors({});
    if (!chosen) return setFile(null);
    // Quick feedback before uploading; the server checks the same again, by the file's content.
    if (!(AVATAR_TYPES as readonly string[]).includes(chosen.type)) return setErrors({ avatar: ['Please choose a PNG, JPEG or WebP image.'] });
    if (chosen.size > ACCOUNT_LIMITS.avatarBytes) return setErrors({ avatar: [`The image can be at most ${MAX_MB} MB.`] });
    setRemoveAvatar(false);
    setFile(chosen);
  }

  function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = new FormData();
    body.set('name', String(form.get('name') ?? ''));
    body.set('gender', String(form.get('gender') ?? ''));
    if (file) body.set('avatar', file, file.name);
    if (removeAvatar) body.set('remove_avatar', 'true');
    void run(async () => {
      await saveProfile(body);
      setFile(null);
      setRemoveAvatar(false);
      toast('Your profile has been saved.', 'success');
    });
  }

  return (
    <form ref={formRef} className="card settings-form" onSubmit={onSubmit} noValidate>
      <FormError message={formError || otherErrors(errors, ['name', 'gender', 'avatar'])} />
      <div className="avatar-edit">
        <img className="avatar-edit__img" src={shownAvatar} alt="Your profile photo" width={96} height={96} data-avatar-preview />
        <div className="avatar-edit__controls">
          <TextField
            id="profile-avatar"
            name="avatar"
            type="file"
            label="Profile photo"
            accept={AVATAR_TYPES.join(',')}
            hint={`PNG, JPEG or WebP, up to ${MAX_MB} MB. We crop it to a square.`}
            error={errors.avatar}
            onChange={(e) => chooseFile(e.currentTarget.files?.[0])}
          />
          {hasOwnAvatar ? (
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setFile(null);
                setRemoveAvatar(true);
              }}
            >
              Remove photo
            </button>
          ) : null}
        </div>
      </div>
      <TextField id="profile-name" name="name" label="Name" autoComplete="name" defaultValue={user.name} maxLength={ACCOUNT_LIMITS.name} required error={errors.name} />
      <dl className="readonly-value">
        <dt>E-mail address</dt>
        <dd>
          {user.email} {user.email_verified ? <span className="badge">Confirmed</span> : <span className="badge">Not confirmed yet</span>}
        </dd>
      </dl>
      <SelectField id="profile-gender" name="gender" label="Gender" defaultValue={user.gender ?? ''} error={errors.gender} none="Prefer not to say" options={GENDERS} />
      <SaveActions busy={busy} label="Save profile">
        <a className="btn btn--ghost" href="/settings">
          Back to settings
        </a>
      </SaveActions>
    </form>
  );
}

export default function ManageProfile() {
  return (
    <ErrorBoundary>
      <ProfileForm />
    </ErrorBoundary>
  );
}
