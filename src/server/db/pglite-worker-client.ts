// The server's side of the database worker (src/server/db/pglite-worker-host.ts): the part of
// PGlite's interface that drizzle's PGlite driver, the migrator and the events module use (query,
// exec, interactive transactions, listen), each call a message to the worker thread that owns the
// database (docs/performance.md, "The embedded database in a worker thread").
// - Results cross by structured clone, so they are the values PGlite parsed in the worker: the same
//   as in this thread (dates kept as text by src/server/db/pglite-parsers.ts, json parsed, bigint
//   and bytea as PGlite gives them).
// - A statement's error arrives as PGlite's own DatabaseError with PostgreSQL's fields (code is the
//   SQLSTATE, constraint, detail...), with the statement and its parameters as PGlite adds them.
// - A transaction holds the worker's transaction lock from BEGIN until this side ends it: every
//   other statement waits meanwhile, as it did in this thread, so row locks and the serialisation
//   the services rely on are unchanged.
// - So the statements of an open transaction, and its end, are waited for on this thread
//   (`Atomics.wait`, the answer read with `receiveMessageOnPort`) instead of coming back through the
//   event loop: the database can do nothing else meanwhile, and a busy event loop (visitors' pages)
//   would otherwise hold the lock for several of its turns per transaction (docs/performance.md,
//   "The embedded database in a worker thread"). BEGIN, which may wait for another transaction, and
//   every statement outside a transaction still come back asynchronously.
import path from 'node:path';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { messages, type QueryOptions, type Results } from '@electric-sql/pglite';
import { withoutRepeatedParsers } from './pglite-parsers.ts';
import { ERROR_FIELDS, type SyncChannel, type WorkerError, type WorkerOptions, type WorkerQueryOptions, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol.ts';

/**
 * The worker's module. Node loads it from the source tree (its own TypeScript stripping), not from
 * the server's bundle, so it is found from the working directory, as the migrations are
 * (src/server/db/migrate.ts).
 */
export const workerHostPath = () => path.resolve(process.cwd(), 'src/server/db/pglite-worker-host.ts');

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void; sql?: string; params?: unknown[] };
type Notify = (payload: string) => void;
type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** What a transaction's callback receives: the statements run inside it. */
export type WorkerTransaction = {
  query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  exec: (sql: string) => Promise<Results[]>;
  rollback: () => Promise<void>;
  readonly closed: boolean;
};

function toError(e: WorkerError, sql?: string, params?: unknown[]): Error {
  if (!e.database) return new Error(e.message);
  const err = new messages.DatabaseError(e.message, 0, 'error') as InstanceType<typeof messages.DatabaseError> & { query?: string; params?: unknown[] };
  for (const key of ERROR_FIELDS) if (key in e.fields) (err as unknown as Record<string, string>)[key] = e.fields[key]!;
  err.query = sql;
  err.params = params;
  return err;
}

/** Only what can cross: per-query parsers that repeat the worker's own are left out, others refused. */
function crossingOptions(options: QueryOptions | undefined): WorkerQueryOptions | undefined {
  const rest = withoutRepeatedParsers(options);
  if (!rest) return undefined;
  if (rest.parsers || rest.serializers || rest.blob) throw new Error('Per-query parsers, serializers and blobs cannot cross to the database worker.');
  const crossing: WorkerQueryOptions = {};
  if (rest.rowMode) crossing.rowMode = rest.rowMode;
  if (rest.paramTypes) crossing.paramTypes = rest.paramTypes;
  return crossing;
}

/** How long this thread waits for a statement of an open transaction before giving up on the worker. */
const WAIT_IN_TRANSACTION_MS = 60_000;

export class PgliteWorkerClient {
  private readonly worker: Worker;
  /** Where the answers this thread waits for arrive (null: every answer comes through the event loop). */
  private readonly answers: { port: MessagePort; signal: Int32Array } | null;
  private readonly pending = new Map<number, Pending>();
  private readonly subscribers = new Map<string, Set<Notify>>();
  /** The worker's LISTEN of each channel with subscribers, started by the first of them. */
  private readonly listening = new Map<string, Promise<unknown>>();
  private lastId = 0;
  private stopped: Error | undefined;

  private constructor(worker: Worker, answers: { port: MessagePort; signal: Int32Array } | null) {
    this.worker = worker;
    this.answers = answers;
    // Idle, the worker does not keep the process alive (PGlite in this thread did not either).
    worker.unref();
  }

  /** Starts the worker and resolves once its database is open (created in `dataDir` when new). */
  static open(options: WorkerOptions & { waitInTransactions?: boolean } = {}): Promise<PgliteWorkerClient> {
    // false (PGLITE_TX_WAIT=off) sends every answer through the event loop, as before, to compare (docs/performance.md).
    const { waitInTransactions = true, ...workerOptions } = options;
    let worker: Worker;
    let answers: { port: MessagePort; signal: Int32Array } | null = null;
    if (waitInTransactions) {
      const channel = new MessageChannel();
      const sync: SyncChannel = { port: channel.port1, signal: new SharedArrayBuffer(4) };
      worker = new Worker(workerHostPath(), { workerData: { ...workerOptions, sync }, transferList: [channel.port1] });
      answers = { port: channel.port2, signal: new Int32Array(sync.signal) };
    } else {
      worker = new Worker(workerHostPath(), { workerData: workerOptions });
    }
    const client = new PgliteWorkerClient(worker, answers);
    return new Promise((resolve, reject) => {
      const failed = (err: Error) => (client.stop(err), reject(err));
      worker.on('message', (reply: WorkerReply) => {
        if ('opened' in reply) return resolve(client);
        if ('openFailed' in reply) return failed(new Error(`The embedded database did not open: ${reply.openFailed.message}`));
        client.receive(reply);
      });
      worker.on('error', (err) => failed(err));
      worker.on('exit', (code) => client.stop(new Error(`The database worker stopped (exit code ${code}).`)));
    });
  }

  private receive(reply: WorkerReply): void {
    if ('notification' in reply) {
      for (const notify of this.subscribers.get(reply.notification) ?? []) notify(reply.payload);
      return;
    }
    if (!('id' in reply)) return;
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(toError(reply.error, waiting.sql, waiting.params));
  }

  private stop(err: Error): void {
    this.stopped ??= err;
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }

  private request<T>(message: Request, sql?: string, params?: unknown[]): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, sql, params });
      this.worker.postMessage({ ...message, id } as WorkerRequest);
    });
  }

  /**
   * Sends a request of an open transaction and waits on this thread for its answer. Only safe while
   * this side holds the worker's transaction lock: then nothing else runs there.
   */
  private waitFor<T>(message: Request, sql?: string, params?: unknown[]): T {
    const answers = this.answers!;
    if (this.stopped) throw this.stopped;
    const id = ++this.lastId;
    Atomics.store(answers.signal, 0, 0);
    this.worker.postMessage({ ...message, id, sync: true } as WorkerRequest);
    for (;;) {
      const received = receiveMessageOnPort(answers.port);
      if (received) {
        Atomics.store(answers.signal, 0, 0);
        const reply = received.message as WorkerReply;
        if (!('id' in reply) || reply.id !== id) throw new Error('The database worker answered another request.');
        if (reply.ok) return reply.value as T;
        throw toError(reply.error, sql, params);
      }
      if (Atomics.wait(answers.signal, 0, 0, WAIT_IN_TRANSACTION_MS) === 'timed-out') {
        throw new Error(`The database worker did not answer within ${WAIT_IN_TRANSACTION_MS / 1000} s.`);
      }
    }
  }

  /** A request of an open transaction: waited for on this thread when it can be, else as any other. */
  private inTransaction<T>(message: Request, sql?: string, params?: unknown[]): Promise<T> {
    if (!this.answers) return this.request<T>(message, sql, params);
    try {
      return Promise.resolve(this.waitFor<T>(message, sql, params));
    } catch (err) {
      return Promise.reject(err);
    }
  }

  private statement<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number): Promise<Results<T>> {
    let crossing: WorkerQueryOptions | undefined;
    try {
      crossing = crossingOptions(options);
    } catch (err) {
      return Promise.reject(err);
    }
    const values = params ?? [];
    const message = { op: 'query' as const, sql, params: values, ...(crossing ? { options: crossing } : {}) };
    return tx ? this.inTransaction({ ...message, tx }, sql, values) : this.request(message, sql, values);
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.statement<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.request({ op: 'exec', sql }, sql);
  }

  /**
   * Runs `callback` in a transaction: committed when it returns, rolled back when it throws (the
   * error is then thrown on) or when it calls `rollback()`.
   */
  async transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const number = await this.request<number>({ op: 'begin' });
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return this.inTransaction<void>({ op: 'end', tx: number, commit });
    };
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: WorkerTransaction = {
      query: async (sql, params, options) => (open(), this.statement(sql, params, options, number)),
      exec: async (sql) => (open(), this.inTransaction<Results[]>({ op: 'exec', sql, tx: number }, sql)),
      rollback: async () => (open(), end(false)),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      if (!closed) await end(false).catch(() => {});
      throw err;
    }
    if (!closed) await end(true);
    return result;
  }

  /** Calls `notify` with each payload sent on `channel` (NOTIFY, pg_notify); resolves once listening. */
  async listen(channel: string, notify: Notify): Promise<() => Promise<void>> {
    if (!this.listening.has(channel)) {
      const started = this.request({ op: 'listen', channel });
      this.listening.set(channel, started);
      started.catch(() => this.listening.delete(channel));
    }
    await this.listening.get(channel);
    let set = this.subscribers.get(channel);
    if (!set) this.subscribers.set(channel, (set = new Set()));
    set.add(notify);
    return async () => {
      set.delete(notify);
      if (set.size > 0 || this.subscribers.get(channel) !== set) return;
      this.subscribers.delete(channel);
      this.listening.delete(channel);
      await this.request({ op: 'unlisten', channel });
    };
  }

  /** Closes the database (PGlite writes what it holds) and ends the worker. */
  async close(): Promise<void> {
    if (this.stopped) return;
    await this.request({ op: 'close' });
    this.stop(new Error('The embedded database is closed.'));
    await this.worker.terminate();
  }
}
