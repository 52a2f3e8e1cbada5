// The database worker: runs in a worker thread of its own and owns the embedded PGlite, so its
// statements (WebAssembly, synchronous) take that thread's core instead of the server's one
// JavaScript thread, and cached pages keep being answered while members' statements run
// (docs/performance.md, "The embedded database in a worker thread"). The server's side is
// src/server/db/pglite-worker-client.ts. Loaded by Node itself, not bundled: it imports only PGlite
// and the small modules beside it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { keepDatesAsText } from './pglite-parsers.ts';
import { PGLITE_EXTENSIONS, PGLITE_SETTINGS } from './pglite-settings.ts';
import { describeError, type SyncChannel, type WorkerOptions, type WorkerReply, type WorkerRequest } from './pglite-worker-protocol.ts';

const port = parentPort!;
const send = (reply: WorkerReply) => port.postMessage(reply);
const options = workerData as WorkerOptions & { sync?: SyncChannel };
const syncSignal = options.sync ? new Int32Array(options.sync.signal) : undefined;

/** Answers a request on the way it came: a waited-for answer on the answering port, then the signal. */
function answer(sync: boolean | undefined, reply: WorkerReply): void {
  if (!sync || !options.sync || !syncSignal) return send(reply);
  options.sync.port.postMessage(reply);
  Atomics.store(syncSignal, 0, 1);
  Atomics.notify(syncSignal, 0);
}

type Open = { tx: Transaction; finish: (commit: boolean) => void; endRequest?: number; endSync?: boolean };
/** Transactions begun and not yet ended, by number: each holds PGlite's transaction lock meanwhile. */
const open = new Map<number, Open>();
/** One PGlite listener per channel; the server's side fans it out to its subscribers. */
const listening = new Map<string, () => Promise<void>>();
let lastTransaction = 0;

let db: PGlite;
try {
  db = await PGlite.create({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_SETTINGS });
  keepDatesAsText(db);
} catch (err) {
  send({ openFailed: describeError(err) });
  process.exit(1);
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const found = open.get(tx);
  if (!found) throw new Error('Transaction is closed');
  return found.tx;
}

/**
 * Runs PGlite's own transaction, which holds its lock (every other statement waits) until the
 * server's side sends the end: the same serialisation as when PGlite ran in the server's thread.
 */
function begin(request: number): void {
  const number = ++lastTransaction;
  let began = false;
  db.transaction(async (tx) => {
    began = true;
    const commit = await new Promise<boolean>((finish) => {
      open.set(number, { tx, finish });
      send({ id: request, ok: true, value: number });
    });
    if (!commit) await tx.rollback();
  }).then(
    () => ended(number, null),
    (err: unknown) => (began ? ended(number, err) : send({ id: request, ok: false, error: describeError(err) })),
  );
}

function ended(number: number, err: unknown): void {
  const found = open.get(number);
  open.delete(number);
  if (found?.endRequest === undefined) return;
  const endRequest = found.endRequest;
  answer(found.endSync, err === null ? { id: endRequest, ok: true, value: null } : { id: endRequest, ok: false, error: describeError(err) });
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return target(request.tx).query(request.sql, request.params, request.options);
    case 'exec':
      return target(request.tx).exec(request.sql);
    case 'listen':
      if (!listening.has(request.channel)) listening.set(request.channel, await db.listen(request.channel, (payload) => send({ notification: request.channel, payload })));
      return null;
    case 'unlisten': {
      const stop = listening.get(request.channel);
      listening.delete(request.channel);
      await stop?.();
      return null;
    }
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`Unknown request ${(request as { op: string }).op}`);
  }
}

port.on('message', (request: WorkerRequest) => {
  if (request.op === 'begin') return begin(request.id);
  if (request.op === 'end') {
    const found = open.get(request.tx);
    if (!found) return answer(request.sync, { id: request.id, ok: false, error: { message: 'Transaction is closed', database: false, fields: {} } });
    found.endRequest = request.id;
    found.endSync = request.sync;
    return found.finish(request.commit);
  }
  const sync = 'sync' in request ? request.sync : undefined;
  handle(request).then(
    (value) => answer(sync, { id: request.id, ok: true, value }),
    (err: unknown) => answer(sync, { id: request.id, ok: false, error: describeError(err) }),
  );
});

send({ opened: true });
