// Form pieces every studio island shares: a labelled field with its error beside it, the field
// errors of a 422, and the "not found" notice of an editor page (docs/rules/studio.md, "Pages").
import type { FetcherStore } from '@nanostores/query';
import { useState, type ReactNode } from 'react';
import type { Item } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';

import { errorsOf, type Errors } from './form-store.ts';

export { errorsOf, type Errors };

/**
 * A small form's busy flag and field errors, kept in the component. `send` runs its request: success
 * clears the errors, a 422 puts its messages beside their fields, any other failure goes on up.
 */
export function useFormSend() {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  async function send(request: () => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await request();
      setErrors({});
    } catch (err) {
      const fields = errorsOf(err);
      if (!fields) throw err;
      setErrors(fields);
    } finally {
      setBusy(false);
    }
  }
  return { errors, setErrors, busy, send };
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

/**
 * An editor page's record (a course, a lesson): loading while it comes, the "not found" notice for a
 * 404 (missing, or another author's), the error screen for anything else, then the editor.
 */
export function EditedRecord<T>({ $record, notFound, children }: { $record: FetcherStore<Item<T>>; notFound: { title: string; back: string; backLabel: string }; children: (record: T) => ReactNode }) {
  const { data, error } = useQuery($record, { soft: true });
  if (error instanceof ApiError && error.status === 404) return <NotFoundNotice {...notFound} />;
  if (error && !(error instanceof ApiError && error.status === 401)) throw error;
  if (!data) return <Loading />;
  return <div data-ready="">{children(data.data)}</div>;
}
