// Files attached to a task while offline wait here until their save is sent (docs/rules/client.md,
// "Offline saves"). localStorage keeps only text, so the file itself goes to IndexedDB (through
// idb-keyval), under the client save id of the queued save it belongs to. Every function answers
// quietly when IndexedDB is missing or blocked (private windows, storage full): the caller then
// tells the learner to attach the file again later.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

type StoredFile = { blob: Blob; name: string; type: string };

let store: UseStore | null | undefined;

/** The database `ws-learning-files`, object store `files`; null where this browser has no IndexedDB. */
function files(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === 'undefined' ? null : createStore('ws-learning-files', 'files');
    } catch {
      store = null;
    }
  }
  return store;
}

/** Keeps a copy of the file; false when this browser cannot. */
export async function keepFile(clientSaveId: string, file: File): Promise<boolean> {
  const db = files();
  if (!db) return false;
  const value: StoredFile = { blob: file, name: file.name, type: file.type };
  return set(clientSaveId, value, db).then(() => true, () => false);
}

/** The file kept for a queued save, or null when there is none (or storage was cleared). */
export async function keptFile(clientSaveId: string): Promise<File | null> {
  const db = files();
  const stored = db ? await get<StoredFile>(clientSaveId, db).catch(() => undefined) : undefined;
  return stored ? new File([stored.blob], stored.name, { type: stored.type }) : null;
}

export async function forgetFile(clientSaveId: string): Promise<boolean> {
  const db = files();
  if (!db) return false;
  return del(clientSaveId, db).then(() => true, () => false);
}
