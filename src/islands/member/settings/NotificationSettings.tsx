// /notification-settings: for each kind of notification, how e-mail copies come (immediately, in the
// daily digest, or not at all), whether it shows in the app (docs/rules/notifications.md), and for the
// types that may, whether it comes as a push on the devices where push is on (docs/rules/push.md).
import { useState, type SubmitEvent } from 'react';
import { EMAIL_FREQUENCIES, NOTIFICATION_TYPES, PUSH_TYPES, type EmailFrequency, type NotificationSettings as Settings } from '../../../lib/schemas/accounts.ts';
import { m } from '../../../paraglide/messages.js';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { FormError, SaveActions, otherErrors, useSubmit } from './form-kit.tsx';
import { $newsEmails, $notificationSettings, saveNewsEmails, saveNotificationPreferences } from './settings-store.ts';

/** Each notification type's name and hint in the page's language (built at render time). */
function typeText(key: (typeof NOTIFICATION_TYPES)[number]['key']): { label: string; hint: string } {
  return {
    messages: { label: m.settings_type_messages(), hint: m.settings_type_messages_hint() },
    course_updates: { label: m.settings_type_course_updates(), hint: m.settings_type_course_updates_hint() },
    achievements: { label: m.settings_type_achievements(), hint: m.settings_type_achievements_hint() },
    discussions: { label: m.settings_type_discussions(), hint: m.settings_type_discussions_hint() },
    mentoring: { label: m.settings_type_mentoring(), hint: m.settings_type_mentoring_hint() },
    reminders: { label: m.settings_type_reminders(), hint: m.settings_type_reminders_hint() },
    billing: { label: m.settings_type_billing(), hint: m.settings_type_billing_hint() },
    news: { label: m.settings_type_news(), hint: m.settings_type_news_hint() },
  }[key];
}

/** An e-mail frequency's name in the page's language. */
function frequencyLabel(key: EmailFrequency): string {
  return { immediately: m.settings_freq_immediately(), daily: m.settings_freq_daily(), off: m.settings_freq_off() }[key];
}

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
      toast(m.settings_notify_saved(), 'success');
    });
  }

  return (
    <form ref={formRef} className="card settings-form" onSubmit={onSubmit} noValidate>
      <FormError message={formError || otherErrors(errors, [])} />
      <ul className="notify-list">
        {NOTIFICATION_TYPES.map((type) => (
          <li key={type.key} className="notify-item">
            <fieldset aria-describedby={`notify-${type.key}-hint`}>
              <legend>{typeText(type.key).label}</legend>
              <p className="notify-item__hint" id={`notify-${type.key}-hint`}>
                {typeText(type.key).hint}
              </p>
              <div className="notify-item__channels">
                <label className="notify-item__email">
                  <span>{m.settings_notify_by_email()}</span>
                  <select className="input" name={`${type.key}.email`} value={settings[type.key].email} onChange={(e) => change(type.key, { email: e.currentTarget.value as EmailFrequency })}>
                    {EMAIL_FREQUENCIES.map((f) => (
                      <option key={f.key} value={f.key}>
                        {frequencyLabel(f.key)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="check">
                  <input type="checkbox" name={`${type.key}.in_app`} checked={settings[type.key].in_app} onChange={(e) => change(type.key, { in_app: e.currentTarget.checked })} />
                  {m.settings_notify_in_app()}
                </label>
                {PUSH_TYPES.includes(type.key) && (
                  <label className="check">
                    <input type="checkbox" name={`${type.key}.push`} checked={settings[type.key].push ?? false} onChange={(e) => change(type.key, { push: e.currentTarget.checked })} />
                    {m.settings_notify_push()}
                  </label>
                )}
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      <SaveActions busy={busy} label={m.settings_notify_save()} />
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
      toast(subscribed ? m.settings_news_on() : m.settings_news_off(), 'success');
    } catch {
      toast(m.settings_news_failed(), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card settings-form" aria-labelledby="news-emails-heading">
      <h2 id="news-emails-heading">{m.settings_news_heading()}</h2>
      <label className="check">
        <input type="checkbox" checked={data.data.subscribed} disabled={busy} onChange={(e) => void change(e.currentTarget.checked)} aria-describedby="news-emails-hint" />
        {m.settings_news_label()}
      </label>
      <p className="notify-item__hint" id="news-emails-hint">
        {m.settings_news_hint()}
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
