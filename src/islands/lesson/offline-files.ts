// Files attached to a task while offline wait here until their save is sent. localStorage keeps only
// text, so the file itself goes to IndexedDB, under the client save id of the queued save it
// belongs to. Every function answers quietly when IndexedDB is missing or blocked (private
// windows, storage full): the caller then tells the learner to attach the file again later.

const DB_NAME = 'ws-learning-files';
const STORE = 'files';

type StoredFile = { blob: Blob; name: string; type: string };

function openDb(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB_NAME, 1);
    } catch {
      return resolve(null);
    }
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

async function withStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest, read: (request: IDBRequest) => T, fallback: T): Promise<T> {
  const db = await openDb();
  if (!db) return fallback;
  return new Promise<T>((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      // Resolve once the transaction is durable, not when the request succeeds.
      tx.oncomplete = () => resolve(read(request));
      tx.onerror = () => resolve(fallback);
      tx.onabort = () => resolve(fallback);
    } catch {
      resolve(fallback);
    }
  }).finally(() => db.close());
}

/** Keeps a copy of the file; false when this browser cannot. */
export function keepFile(clientSaveId: string, file: File): Promise<boolean> {
  const value: StoredFile = { blob: file, name: file.name, type: file.type };
  return withStore('readwrite', (store) => store.put(value, clientSaveId), () => true, false);
}

/** The file kept for a queued save, or null when there is none (or storage was cleared). */
export async function keptFile(clientSaveId: string): Promise<File | null> {
  const stored = await withStore<StoredFile | null>('readonly', (store) => store.get(clientSaveId), (request) => (request.result as StoredFile | undefined) ?? null, null);
  return stored ? new File([stored.blob], stored.name, { type: stored.type }) : null;
}

export function forgetFile(clientSaveId: string): Promise<boolean> {
  return withStore('readwrite', (store) => store.delete(clientSaveId), () => true, false);
}
