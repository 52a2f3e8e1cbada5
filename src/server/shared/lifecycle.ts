// The process's life: serving, then draining on SIGTERM/SIGINT (docs/deploy.md, "Stopping an
// instance"). scripts/serve.ts owns the signals when it runs the site: it marks the process draining
// (readiness answers 503, live streams end so their clients reconnect elsewhere), lets requests in
// flight finish, then runs the shutdown steps the runtime registered (job worker, events, database).
// Like content-changes.ts, the state lives on globalThis under a registered symbol, because the
// server edge and the app bundle Astro builds are separate copies of our modules in one process.
// No imports here: scripts/serve.ts loads this file as is.
type Step = () => Promise<void> | void;
type Lifecycle = { draining: boolean; managed: boolean; drainListeners: Set<() => void>; shutdownSteps: Step[] };

const KEY = Symbol.for('wellspring.lifecycle');

function state(): Lifecycle {
  const holder = globalThis as typeof globalThis & { [KEY]?: Lifecycle };
  return (holder[KEY] ??= { draining: false, managed: false, drainListeners: new Set(), shutdownSteps: [] });
}

/** Called by the server that handles SIGTERM/SIGINT itself, before the app is loaded. */
export function manageShutdown(): void {
  state().managed = true;
}

/** True when a server (scripts/serve.ts) stops this process; false under `astro dev` or in a script. */
export function isShutdownManaged(): boolean {
  return state().managed;
}

export function isDraining(): boolean {
  return state().draining;
}

/** Calls `listener` once when draining starts (at once if it already has); returns the unsubscribe. */
export function onDrain(listener: () => void): () => void {
  const s = state();
  if (s.draining) {
    listener();
    return () => undefined;
  }
  s.drainListeners.add(listener);
  return () => s.drainListeners.delete(listener);
}

export function startDraining(): void {
  const s = state();
  if (s.draining) return;
  s.draining = true;
  for (const listener of s.drainListeners) listener();
  s.drainListeners.clear();
}

/** A step to run once no request is left (closing the database last means registering it first). */
export function onShutdown(step: Step): void {
  state().shutdownSteps.push(step);
}

/** Runs the registered steps, newest first; a failing step does not stop the others. */
export async function runShutdownSteps(): Promise<void> {
  const steps = state().shutdownSteps.splice(0).reverse();
  for (const step of steps) {
    try {
      await step();
    } catch (err) {
      console.error(JSON.stringify({ level: 'error', msg: 'shutdown step failed', error: err instanceof Error ? err.message : String(err) }));
    }
  }
}
