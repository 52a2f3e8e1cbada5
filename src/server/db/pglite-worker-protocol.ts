// The messages between the server's thread and the database worker (docs/performance.md, "The
// embedded database in a worker thread"), and how an error crosses: plain data only, copied by
// structured clone.

/** What the options of a query may carry across: parsers and serializers are functions and cannot. */
export type WorkerQueryOptions = { rowMode?: 'object' | 'array'; paramTypes?: number[] };

/**
 * `sync`: the server's thread waits for this answer (a statement of an open transaction, or its end):
 * it comes back on the answering port, announced through the shared signal.
 */
export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; options?: WorkerQueryOptions; tx?: number; sync?: true }
  | { id: number; op: 'exec'; sql: string; tx?: number; sync?: true }
  /** Waits for the database's transaction lock, runs BEGIN and answers with the transaction's number. */
  | { id: number; op: 'begin' }
  /** COMMIT (or ROLLBACK) of a transaction begun earlier; answered once it has ended. */
  | { id: number; op: 'end'; tx: number; commit: boolean; sync?: true }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** A statement's error as PostgreSQL reported it: the message and the error fields (code is the SQLSTATE). */
export type WorkerError = { message: string; database: boolean; fields: Record<string, string> };

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: WorkerError }
  | { notification: string; payload: string }
  | { opened: true }
  | { openFailed: WorkerError };

/** What the worker is started with. */
export type WorkerOptions = { dataDir?: string };

/**
 * The way back for answers the server's thread waits for: a port it reads with
 * `receiveMessageOnPort`, and a shared word the worker sets to 1 and notifies once the answer is on it.
 */
export type SyncChannel = { port: import('node:worker_threads').MessagePort; signal: SharedArrayBuffer };

/** PostgreSQL's error fields PGlite copies onto its errors; `code` is the SQLSTATE. */
export const ERROR_FIELDS = ['severity', 'code', 'detail', 'hint', 'position', 'internalPosition', 'internalQuery', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'file', 'line', 'routine'] as const;

export function describeError(err: unknown): WorkerError {
  if (!(err instanceof Error)) return { message: String(err), database: false, fields: {} };
  const fields: Record<string, string> = {};
  for (const key of ERROR_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string') fields[key] = value;
  }
  return { message: err.message, database: typeof fields.code === 'string', fields };
}
