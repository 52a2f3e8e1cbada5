// PGlite statements queued together must leave the event loop turns of its own
// (src/server/db/pglite-turns.ts): measured as the turns a timer that asks to run every millisecond
// gets while 500 statements of 1 ms each wait for the lock. Counting turns, not timing the longest
// gap, keeps the test true on a loaded machine: a collection pause or a busy core lengthens a gap
// but cannot give the timer a turn that the queue did not allow. The queue alone takes at least
// 500 ms, so one turn per slice is at least 500 / PGLITE_SLICE_MS turns; we ask for a quarter.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_SLICE_MS, shareTheThread } from '../../../src/server/db/pglite-turns.ts';

async function timerTurnsWhileQueued(client: PGlite, statements: number): Promise<number> {
  let turns = 0;
  let draining = false;
  const ticker = setInterval(() => {
    if (draining) turns += 1;
  }, 1);
  // The statements are queued in the same synchronous step, so no turn can fall before the queue starts.
  draining = true;
  await Promise.all(Array.from({ length: statements }, () => client.query('SELECT pg_sleep(0.001)')));
  draining = false;
  clearInterval(ticker);
  return turns;
}

describe('PGlite sharing the thread', () => {
  let plain: PGlite;
  let shared: PGlite;
  beforeAll(async () => {
    plain = await PGlite.create();
    shared = await PGlite.create();
    shareTheThread(shared);
  });
  afterAll(async () => {
    await plain.close();
    await shared.close();
  });

  it('without it, queued statements keep the event loop waiting until the queue drains', async () => {
    expect(await timerTurnsWhileQueued(plain, 500)).toBe(0);
  });

  it('with it, the event loop gets a turn after each slice', async () => {
    expect(await timerTurnsWhileQueued(shared, 500)).toBeGreaterThanOrEqual(500 / PGLITE_SLICE_MS / 4);
  });

  it('still runs every statement, in order, inside and outside transactions', async () => {
    await shared.exec('CREATE TABLE turns (n int)');
    await Promise.all([
      ...Array.from({ length: 50 }, (_, n) => shared.query('INSERT INTO turns VALUES ($1)', [n])),
      shared.transaction(async (tx) => {
        await tx.query('INSERT INTO turns VALUES (1000)');
        await tx.query('INSERT INTO turns VALUES (1001)');
      }),
    ]);
    const { rows } = await shared.query<{ n: number }>('SELECT n FROM turns ORDER BY ctid');
    expect(rows.map((r) => r.n)).toEqual([...Array.from({ length: 50 }, (_, n) => n), 1000, 1001]);
  });
});
