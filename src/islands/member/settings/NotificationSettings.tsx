// /notification-settings: for each kind of notification, whether it comes by e-mail and in the app.
import { useState, type SubmitEvent } from 'react';
import { getNotificationSettings, saveNotificationSettings } from '../../../lib/api/accounts.ts';
import { NOTIFICATION_TYPES, type NotificationSettings as Settings } from '../../../lib/schemas/accounts.ts';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useApi } from '../../ui/use-api.ts';
import { FormError, otherErrors, useSubmit } from './form-kit.tsx';

function SettingsEditor() {
  const { data, loading } = useApi(getNotificationSettings);
  const { formRef, errors, formError, busy, run } = useSubmit();
  const [edited, setEdited] = useState<Settings | null>(null);
  if (loading || !data) return <Loading />;
  const settings = edited ?? data.data;

  const toggle = (key: keyof Settings, channel: 'email' | 'in_app', on: boolean) =>
    setEdited({ ...settings, [key]: { ...settings[key], [channel]: on } });

  function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    void run(async () => {
      const { data: saved } = await saveNotificationSettings(settings);
      setEdited(saved);
      toast('Your notification settings have been saved.', 'success');
    });
  }

  return (
    <form ref={formRef} className="card settings-form" onSubmit={onSubmit} noValidate>
      <FormError message={formError || otherErrors(errors, [])} />
      <ul className="notify-list">
        {NOTIFICATION_TYPES.map((type) => (
          <li key={type.key} className="notify-item">
            <fieldset aria-describedby={`notify-${type.key}-hint`}>
              <legend>{type.label}</legend>
              <p className="notify-item__hint" id={`notify-${type.key}-hint`}>
                {type.hint}
              </p>
              <div className="notify-item__channels">
                <label className="check">
                  <input type="checkbox" name={`${type.key}.email`} checked={settings[type.key].email} onChange={(e) => toggle(type.key, 'email', e.currentTarget.checked)} />
                  By e-mail
                </label>
                <label className="check">
                  <input type="checkbox" name={`${type.key}.in_app`} checked={settings[type.key].in_app} onChange={(e) => toggle(type.key, 'in_app', e.currentTarget.checked)} />
                  In the app
                </label>
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}

export default function NotificationSettings() {
  return (
    <ErrorBoundary>
      <SettingsEditor />
    </ErrorBoundary>
  );
}
