// Form pieces every studio island shares: a labelled field with its error beside it, the field
// errors of a 422, and the "not found" notice of an editor page (docs/rules/studio.md, "Pages").
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api/errors.ts';

export type Errors = Record<string, string[]>;

/** The field errors of a 422, or null for any other failure (which the caller rethrows). */
export const errorsOf = (err: unknown): Errors | null => (err instanceof ApiError && err.status === 422 ? err.errors : null);

export function Field({ id, label, errors, hint, children }: { id: string; label: string; errors?: string[] | undefined; hint?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {errors?.length ? (
        <p className="field-error" id={`${id}-error`}>
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes tying an input to its hint and error. */
export function described(id: string, errors?: string[], hint?: boolean) {
  const ids = [hint ? `${id}-hint` : '', errors?.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': errors?.length ? true : undefined };
}

/** An editor's answer to a 404: the thing is missing or someone else's, with the way back. */
export function NotFoundNotice({ title, back, backLabel }: { title: string; back: string; backLabel: string }) {
  return (
    <div className="card studio-notice" role="alert">
      <h1>{title}</h1>
      <p>It does not exist, or it belongs to another author.</p>
      <p>
        <a href={back}>{backLabel}</a>
      </p>
    </div>
  );
}
