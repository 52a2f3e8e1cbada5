// /notification-settings: for each kind of notification, how e-mail copies come (immediately, in the
// daily digest, or not at all), whether it shows in the app (docs/rules/notifications.md), and for the
// types that may, whether it comes as a push on the devices where push is on (docs/rules/push.md).
import { useState, type SubmitEvent } from 'react';
import { EMAIL_FREQUENCIES, NOTIFICATION_TYPES, PUSH_TYPES, type EmailFrequency, type NotificationSettings as Settings } from '../../../lib/schemas/accounts.ts';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { FormError, SaveActions, otherErrors, useSubmit } from './form-kit.tsx';
import { $newsEmails, $notificationSettings, saveNewsEmails, saveNotificationPreferences } from './settings-store.ts';

function SettingsEditor() {
  const { data, loading } = useQuery($notificationSettings);
  const { formRef, errors, formError, busy, run } = useSubmit();
  const [edited, setEdited] = useState<Settings | null>(null);
  if (loading || !data) return <Loading />;
  const settings = edited ?? data.data;

  const change = (key: keyof Settings, value: Partial<Settings[keyof Settings]>) => setEdited({ ...settings, [key]: { ...settings[key], ...value } });

  function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    void run(async () => {
      setEdited(await saveNotificationPreferences(settings));
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
                <label className="notify-item__email">
                  <span>By e-mail</span>
                  <select className="input" name={`${type.key}.email`} value={settings[type.key].email} onChange={(e) => change(type.key, { email: e.currentTarget.value as EmailFrequency })}>
                    {EMAIL_FREQUENCIES.map((f) => (
                      <option key={f.key} value={f.key}>
                        {f.label}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="check">
                  <input type="checkbox" name={`${type.key}.in_app`} checked={settings[type.key].in_app} onChange={(e) => change(type.key, { in_app: e.currentTarget.checked })} />
                  In the app
                </label>
                {PUSH_TYPES.includes(type.key) && (
                  <label className="check">
                    <input type="checkbox" name={`${type.key}.push`} checked={settings[type.key].push ?? false} onChange={(e) => change(type.key, { push: e.currentTarget.checked })} />
                    As a push
                  </label>
                )}
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      <SaveActions busy={busy} label="Save settings" />
    </form>
  );
}

/** News by e-mail: the agreement newsletters need, kept apart from the notifications above. */
function NewsEmailsSwitch() {
  const { data } = useQuery($newsEmails);
  const [busy, setBusy] = useState(false);
  if (!data) return null;
  const change = async (subscribed: boolean) => {
    setBusy(true);
    try {
      await saveNewsEmails(subscribed);
      toast(subscribed ? 'You will get our news by e-mail.' : 'You will get no more news by e-mail.', 'success');
    } catch {
      toast('Your choice could not be saved. Please try again.', 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card settings-form" aria-labelledby="news-emails-heading">
      <h2 id="news-emails-heading">News by e-mail</h2>
      <label className="check">
        <input type="checkbox" checked={data.data.subscribed} disabled={busy} onChange={(e) => void change(e.currentTarget.checked)} aria-describedby="news-emails-hint" />
        Send me newsletters about new courses and offers
      </label>
      <p className="notify-item__hint" id="news-emails-hint">
        Now and then, never more than a few a month; each has an unsubscribe link. Messages about your account, courses and payments come either way.
      </p>
    </section>
  );
}

export default function NotificationSettings() {
  return (
    <ErrorBoundary>
      <SettingsEditor />
      <NewsEmailsSwitch />
    </ErrorBoundary>
  );
}
