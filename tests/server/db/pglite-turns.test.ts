// PGlite statements queued together must leave the event loop turns of its own
// (src/server/db/pglite-turns.ts): measured as the longest gap between ticks of a timer that asks
// to run every millisecond while 500 statements of 1 ms each wait for the lock. The bounds are wide
// because the suite shares the machine's two cores: the queue alone takes at least 500 ms.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_SLICE_MS, shareTheThread } from '../../../src/server/db/pglite-turns.ts';

async function longestGapWhileQueued(client: PGlite, statements: number): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  await Promise.all(Array.from({ length: statements }, () => client.query('SELECT pg_sleep(0.001)')));
  clearInterval(ticker);
  return Math.max(longest, performance.now() - last);
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
    expect(await longestGapWhileQueued(plain, 500)).toBeGreaterThan(450);
  });

  it('with it, the event loop gets a turn after each slice', async () => {
    expect(await longestGapWhileQueued(shared, 500)).toBeLessThan(PGLITE_SLICE_MS + 150);
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
