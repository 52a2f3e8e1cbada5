// What every studio form does when it is sent (docs/rules/studio.md, "Pages"; docs/rules/client.md,
// "Calling the API"): it shows that it is saving, and a 422 puts the first messages beside their
// fields with one toast saying so; any other failure is the screen's to show.
import { map, type MapStore } from 'nanostores';
import { ApiError } from '../../lib/api/errors.ts';
import { toast } from '../../stores/ui.ts';

export type Errors = Record<string, string[]>;

/** The field errors of a 422, or null for any other failure (which the caller rethrows). */
export const errorsOf = (err: unknown): Errors | null => (err instanceof ApiError && err.status === 422 ? err.errors : null);

export type FormState = { errors: Errors; saving: boolean };
export type FormStore = MapStore<FormState>;

export const FIX_FIELDS = 'Some fields need a look before saving: see the notes beside them.';

export const createFormStore = (): FormStore => map<FormState>({ errors: {}, saving: false });

/**
 * Sends a form: `saving` while the request runs; on success the errors are cleared and `saved` (when
 * given) is toasted; a 422 keeps the field errors and toasts `refused` (when given) and answers
 * undefined; any other failure is rethrown.
 */
export async function submitForm<T>($form: FormStore, send: () => Promise<T>, messages: { saved?: string | ((result: T) => string); refused?: string } = {}): Promise<T | undefined> {
  $form.setKey('saving', true);
  try {
    const result = await send();
    $form.set({ errors: {}, saving: false });
    const saved = typeof messages.saved === 'function' ? messages.saved(result) : messages.saved;
    if (saved) toast(saved, 'success');
    return result;
  } catch (err) {
    const fields = errorsOf(err);
    $form.setKey('saving', false);
    if (!fields) throw err;
    $form.setKey('errors', fields);
    if (messages.refused) toast(messages.refused, 'error');
    return undefined;
  }
}
