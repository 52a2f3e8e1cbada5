// "Public content changed": the signal that empties the response cache (docs/performance.md). The
// server edge (scripts/serve.ts) and the app bundle Astro builds are separate copies of our modules
// in one process, so the listeners live on globalThis under a registered symbol, where both copies
// find the same set. Other instances hear of a change through the events module
// (src/server/events/content-changes.ts). No imports here: scripts/serve.ts loads this file as is.
type Listener = () => void;

const KEY = Symbol.for('wellspring.contentChangeListeners');

function listeners(): Set<Listener> {
  const holder = globalThis as typeof globalThis & { [KEY]?: Set<Listener> };
  return (holder[KEY] ??= new Set());
}

/** Calls `listener` whenever public content changes in this process; returns the unsubscribe. */
export function onContentChange(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Tells this process's listeners that public content changed. */
export function announceContentChangeHere(): void {
  for (const listener of listeners()) listener();
}

