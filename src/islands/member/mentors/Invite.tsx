// /mentors/invite: one or several e-mail addresses (one per line, or separated by commas) and a
// personal message (POST /v1/mentors/invite). Members get a request, anyone else an e-mail.
import { useState } from 'react';
import { invite } from '../../../lib/api/mentors.ts';
import { MENTOR_LIMITS, type InviteResult } from '../../../lib/schemas/mentors.ts';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { FormError, otherErrors, useSubmit } from '../settings/form-kit.tsx';
import { MentorNav } from './shared.tsx';
import './mentors.css';
import { m } from '../../../paraglide/messages.js';
import { localizePath } from '../../../lib/i18n.ts';

const split = (text: string) => text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean);

function InviteForm() {
  const { formRef, errors, formError, busy, run } = useSubmit();
  const [emails, setEmails] = useState('');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<InviteResult | null>(null);
  // Each bad address of the list has its own error naming it (emails.N): all of them are shown.
  const emailError = errors.emails?.[0] ?? (Object.entries(errors).filter(([k]) => k.startsWith('emails.')).map(([, m]) => m[0]).join(' ') || undefined);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const { data } = await invite({ emails: split(emails), message });
      setResult(data);
      if (data.invited.length) {
        toast(m.community_mt_invited_toast({ count: data.invited.length }), 'success');
        setEmails('');
      }
    });
  };

  return (
    <>
      <form ref={formRef} className="card mentor-form" onSubmit={submit} noValidate data-ready="">
        <FormError message={formError || otherErrors(errors, ['emails', 'message'])} />
        <div className="field">
          <label htmlFor="invite-emails">{m.community_mt_emails()}</label>
          <textarea
            id="invite-emails"
            rows={4}
            value={emails}
            onChange={(e) => setEmails(e.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={`invite-emails-hint${emailError ? ' invite-emails-error' : ''}`}
          />
          <p className="field__hint" id="invite-emails-hint">
            {m.community_mt_emails_hint({ max: MENTOR_LIMITS.emails })}
          </p>
          {emailError ? (
            <p className="field__error" id="invite-emails-error">
              {emailError}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="invite-message">{m.community_mt_personal_message()}</label>
          <textarea
            id="invite-message"
            rows={4}
            maxLength={MENTOR_LIMITS.message}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'invite-message-error' : undefined}
          />
          {errors.message ? (
            <p className="field__error" id="invite-message-error">
              {errors.message[0]}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? m.community_mt_sending() : m.community_mt_send_invitations()}
        </button>
      </form>
      {result ? (
        <section className="card mentor-card" aria-labelledby="invite-result" aria-live="polite">
          <h2 id="invite-result">{m.community_mt_result()}</h2>
          {result.invited.length ? (
            <ul className="mentor-list">
              {result.invited.map((i) => (
                <li key={i.id}>{m.community_mt_invited({ who: i.member ? `${i.member.name} (${i.email})` : i.email })}</li>
              ))}
            </ul>
          ) : null}
          {result.skipped.length ? (
            <ul className="mentor-list">
              {result.skipped.map((s) => (
                <li key={s.email}>
                  {s.email}: {s.reason}
                </li>
              ))}
            </ul>
          ) : null}
          <a className="home-card__link" href={localizePath('/mentors/invitees')}>
            {m.community_mt_see_invitees()}
          </a>
        </section>
      ) : null}
    </>
  );
}

export default function Invite() {
  return (
    <ErrorBoundary>
      <MentorNav current="/mentors/invite" />
      <InviteForm />
    </ErrorBoundary>
  );
}
