// PGlite runs each statement synchronously on the server's one JavaScript thread, and hands its lock
// from one waiting statement to the next in promise callbacks. Under load that queue never empties,
// so the callbacks run one after another and the event loop gets no turn: sockets are not read, and
// a request whose next step waits for I/O waits until the queue drains. Under 100 members' requests
// at once, some of the first ones were answered after 3 to 10 s or not at all, while later ones
// went through (docs/performance.md, "PGlite and the event loop"). So once statements have held the
// thread for a slice, the next one to take the lock first lets the event loop run once. The slice
// sets the share: with 5 ms the visitors' cached pages took the thread and members' requests slowed
// to 47 a second; with 25 ms both halves were served (measured there).
import type { PGlite } from '@electric-sql/pglite';

/** How long statements may follow each other before the event loop gets a turn. */
export const PGLITE_SLICE_MS = 25;

export function shareTheThread(client: PGlite, sliceMs = PGLITE_SLICE_MS): void {
  const runExclusive = client._runExclusiveTransaction.bind(client);
  let sliceStarted = 0;
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> =>
    runExclusive(async () => {
      if (performance.now() - sliceStarted > sliceMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        sliceStarted = performance.now();
      }
      return fn();
    });
}
