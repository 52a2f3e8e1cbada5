// Small form pieces the authoring islands share: a labelled field with its error beside it, and the
// field errors of a 422 (docs/rules/studio.md, "Pages").
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';

export type Errors = Record<string, string[]>;

/** The field errors of a 422, or null for any other failure (which the caller rethrows). */
export const errorsOf = (err: unknown): Errors | null => (err instanceof ApiError && err.status === 422 ? err.errors : null);

/** Errors under a prefix ("quiz_questions.2."), keyed by the rest of their path. */
export function errorsUnder(errors: Errors, prefix: string): Errors {
  const out: Errors = {};
  for (const [key, value] of Object.entries(errors)) if (key.startsWith(prefix)) out[key.slice(prefix.length)] = value;
  return out;
}

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

export const STATUS_LABELS = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', unpublished: 'Unpublished' } as const;
export const KIND_LABELS = { detail: 'Reading', checklist: 'Checklist', quiz: 'Quiz', survey: 'Survey', task: 'Task' } as const;

export function StatusBadge({ status }: { status: keyof typeof STATUS_LABELS }) {
  const tone = status === 'published' ? '' : status === 'scheduled' ? '' : ' studio-badge--muted';
  return <span className={`studio-badge${tone}`}>{STATUS_LABELS[status]}</span>;
}
