// /manage-profile: name, gender, language (for e-mails, notifications and PDFs) and the avatar (PNG, JPEG or WebP up to 5 MB, shown at once as a
// preview; cropped square on the server). Saving refreshes the session, so the header's greeting
// and avatar change with it.
import { useEffect, useState, type SubmitEvent } from 'react';
import { localizePath } from '../../../lib/i18n.ts';
import { DEFAULT_AVATAR } from '../../../lib/paths.ts';
import { ACCOUNT_LIMITS, AVATAR_TYPES } from '../../../lib/schemas/accounts.ts';
import { m } from '../../../paraglide/messages.js';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { FormError, SaveActions, SelectField, TextField, otherErrors, useSubmit } from './form-kit.tsx';
import { $profile, saveProfile } from './settings-store.ts';

const MAX_MB = ACCOUNT_LIMITS.avatarBytes / 1024 / 1024;

/** The gender choices (values 1 and 2, docs/rules/accounts.md), worded at render time. */
const genderOptions = () => [
  { value: 1, label: m.settings_profile_gender_male() },
  { value: 2, label: m.settings_profile_gender_female() },
];

/** Each language named in itself, as the language switch names it. */
const languageOptions = () => [
  { value: 'en', label: m.language_name_en({}, { locale: 'en' }) },
  { value: 'es', label: m.language_name_es({}, { locale: 'es' }) },
];

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
    if (!(AVATAR_TYPES as readonly string[]).includes(chosen.type)) return setErrors({ avatar: [m.settings_profile_avatar_type_error()] });
    if (chosen.size > ACCOUNT_LIMITS.avatarBytes) return setErrors({ avatar: [m.settings_profile_avatar_size_error({ mb: MAX_MB })] });
    setRemoveAvatar(false);
    setFile(chosen);
  }

  function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = new FormData();
    body.set('name', String(form.get('name') ?? ''));
    body.set('gender', String(form.get('gender') ?? ''));
    body.set('language', String(form.get('language') ?? ''));
    if (file) body.set('avatar', file, file.name);
    if (removeAvatar) body.set('remove_avatar', 'true');
    void run(async () => {
      await saveProfile(body);
      setFile(null);
      setRemoveAvatar(false);
      toast(m.settings_profile_saved(), 'success');
    });
  }

  return (
    <form ref={formRef} className="card settings-form" onSubmit={onSubmit} noValidate>
      <FormError message={formError || otherErrors(errors, ['name', 'gender', 'language', 'avatar'])} />
      <div className="avatar-edit">
        <img className="avatar-edit__img" src={shownAvatar} alt={m.settings_profile_photo_alt()} width={96} height={96} data-avatar-preview />
        <div className="avatar-edit__controls">
          <TextField
            id="profile-avatar"
            name="avatar"
            type="file"
            label={m.settings_profile_photo_label()}
            accept={AVATAR_TYPES.join(',')}
            hint={m.settings_profile_photo_hint({ mb: MAX_MB })}
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
              {m.settings_profile_remove_photo()}
            </button>
          ) : null}
        </div>
      </div>
      <TextField id="profile-name" name="name" label={m.settings_profile_name()} autoComplete="name" defaultValue={user.name} maxLength={ACCOUNT_LIMITS.name} required error={errors.name} />
      <dl className="readonly-value">
        <dt>{m.settings_profile_email()}</dt>
        <dd>
          {user.email} {user.email_verified ? <span className="badge">{m.settings_profile_confirmed()}</span> : <span className="badge">{m.settings_profile_not_confirmed()}</span>}
        </dd>
      </dl>
      <SelectField id="profile-gender" name="gender" label={m.settings_profile_gender()} defaultValue={user.gender ?? ''} error={errors.gender} none={m.settings_profile_gender_none()} options={genderOptions()} />
      <SelectField
        id="profile-language"
        name="language"
        label={m.settings_profile_language()}
        hint={m.settings_profile_language_hint()}
        defaultValue={user.language ?? 'en'}
        error={errors.language}
        options={languageOptions()}
      />
      <SaveActions busy={busy} label={m.settings_profile_save()}>
        <a className="btn btn--ghost" href={localizePath('/settings')}>
          {m.settings_back_to_settings()}
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
