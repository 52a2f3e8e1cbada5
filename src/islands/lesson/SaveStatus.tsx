// The line under every lesson form that says what happened to the learner's work: saving, saved,
// kept on this device until the connection returns, or why it failed (the input stays as typed).
import { useCallback, useState } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { formatTime } from '../../lib/dates.ts';
import type { SaveResult } from '../../lib/schemas/learning.ts';
import { m } from '../../paraglide/messages.js';
import type { SaveOutcome } from './save.ts';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; at: string }
  | { status: 'queued' }
  | { status: 'error'; message: string; errors: Record<string, string[]> };


export function SaveStatus({ state, savedLabel = m.learning_saved() }: { state: SaveState; savedLabel?: string }) {
  if (state.status === 'error') {
    return (
      <p className="save-status save-status--error" role="alert">
        {state.message} {m.learning_save_input_kept()}
      </p>
    );
  }
  const text =
    state.status === 'saving'
      ? m.learning_saving()
      : state.status === 'saved'
        ? m.learning_saved_at({ label: savedLabel, time: formatTime(state.at) })
        : state.status === 'queued'
          ? m.learning_save_queued()
          : '';
  return (
    <p className={`save-status${state.status === 'queued' ? ' save-status--queued' : ''}`} role="status">
      {text}
    </p>
  );
}

/**
 * Runs a save and keeps its state. `onSaved` gets the server's answer; a failed save becomes an
 * error state with field errors for the form, and nothing the learner typed is cleared.
 */
export function useSave(onSaved: (result: SaveResult) => void) {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const run = useCallback(
    async (save: () => Promise<SaveOutcome>): Promise<SaveResult | null> => {
      setState({ status: 'saving' });
      try {
        const outcome = await save();
        if (outcome.queued) {
          setState({ status: 'queued' });
          return null;
        }
        setState({ status: 'saved', at: outcome.result.saved_at });
        onSaved(outcome.result);
        return outcome.result;
      } catch (err) {
        const message = err instanceof ApiError ? err.message : m.learning_save_failed();
        setState({ status: 'error', message, errors: err instanceof ApiError ? err.errors : {} });
        return null;
      }
    },
    [onSaved],
  );
  const fieldError = (name: string) => (state.status === 'error' ? state.errors[name]?.[0] : undefined);
  return { state, run, fieldError, setState };
}
