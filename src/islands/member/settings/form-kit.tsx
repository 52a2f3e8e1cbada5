// Form building blocks for the settings islands: a labelled field with its error beside it
// (aria-invalid + aria-describedby), a form-level error, and a hook that submits, keeps the
// server's field errors and moves focus to the first invalid field.
import { useCallback, useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ApiError, type FieldErrors } from '../../../lib/api/errors.ts';
import { m } from '../../../paraglide/messages.js';

export function useSubmit() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // After a failed submit, put the keyboard where the first problem is.
  useEffect(() => {
    if (!attempt) return;
    const form = formRef.current;
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[data-form-error]');
    target?.focus();
  }, [attempt]);

  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setErrors({});
    setFormError('');
    try {
      await action();
    } catch (err) {
      if (err instanceof ApiError) {
        // 401 is answered by the Session Expired dialog; nothing to show here.
        if (err.status === 401) return;
        setErrors(err.errors);
        if (!Object.keys(err.errors).length) setFormError(err.message);
      } else setFormError(m.settings_connection_error());
      setAttempt((a) => a + 1);
    } finally {
      setBusy(false);
    }
  }, []);

  return { formRef, errors, setErrors, formError, busy, run };
}

type FieldProps = { id: string; label: string; error?: string[] | undefined; hint?: ReactNode };

export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A field's hint and first error under it, with the ids `describedBy` names (also for a group of boxes). */
export function FieldNotes({ id, error, hint }: Pick<FieldProps, 'id' | 'error' | 'hint'>) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error?.[0] ? (
        <p className="field__error" id={`${id}-error`}>
          {error[0]}
        </p>
      ) : null}
    </>
  );
}

function FieldFrame({ id, label, error, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextField({ id, label, error, hint, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input id={id} aria-invalid={error?.length ? true : undefined} aria-describedby={describedBy(id, Boolean(hint), Boolean(error?.length))} {...input} />
    </FieldFrame>
  );
}

/** A labelled select of `options`, after an optional first choice (`none`: "Choose a country", "Prefer not to say"). */
export function SelectField({ id, label, error, hint, none, options, ...select }: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { none?: string; options: ReadonlyArray<{ value: string | number; label: string }> }) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select id={id} aria-invalid={error?.length ? true : undefined} aria-describedby={describedBy(id, Boolean(hint), Boolean(error?.length))} {...select}>
        {none === undefined ? null : <option value="">{none}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The form's actions: the submit button ("Saving…" while busy) and what else the form offers beside it. */
export function SaveActions({ busy, label, children }: { busy: boolean; label: string; children?: ReactNode }) {
  return (
    <div className="actions">
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? m.settings_saving() : label}
      </button>
      {children}
    </div>
  );
}

export function FormError({ message }: { message: string }) {
  return (
    <p className="form-error" role="alert" tabIndex={-1} data-form-error hidden={!message}>
      {message}
    </p>
  );
}

/** Messages for fields the form does not show (e.g. a 429), so nothing is silently lost. */
export function otherErrors(errors: FieldErrors, shown: string[]): string {
  return Object.entries(errors)
    .filter(([k]) => !shown.includes(k))
    .map(([, v]) => v[0])
    .join(' ');
}
