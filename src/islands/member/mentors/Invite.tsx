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
        toast(data.invited.length === 1 ? 'Your invitation is on its way.' : `${data.invited.length} invitations are on their way.`, 'success');
        setEmails('');
      }
    });
  };

  return (
    <>
      <form ref={formRef} className="card mentor-form" onSubmit={submit} noValidate data-ready="">
        <FormError message={formError || otherErrors(errors, ['emails', 'message'])} />
        <div className="field">
          <label htmlFor="invite-emails">E-mail addresses</label>
          <textarea
            id="invite-emails"
            rows={4}
            value={emails}
            onChange={(e) => setEmails(e.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={`invite-emails-hint${emailError ? ' invite-emails-error' : ''}`}
          />
          <p className="field__hint" id="invite-emails-hint">
            One per line, or separated by commas; up to {MENTOR_LIMITS.emails} at a time.
          </p>
          {emailError ? (
            <p className="field__error" id="invite-emails-error">
              {emailError}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="invite-message">Personal message (optional)</label>
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
          {busy ? 'Sending…' : 'Send invitations'}
        </button>
      </form>
      {result ? (
        <section className="card mentor-card" aria-labelledby="invite-result" aria-live="polite">
          <h2 id="invite-result">Result</h2>
          {result.invited.length ? (
            <ul className="mentor-list">
              {result.invited.map((i) => (
                <li key={i.id}>Invited {i.member ? `${i.member.name} (${i.email})` : i.email}</li>
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
          <a className="home-card__link" href="/mentors/invitees">
            See all invitees
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
