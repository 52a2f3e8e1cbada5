// The bookkeeping of members' kept reads (src/server/shared/member-reads.ts): bounds, expiry, the day
// stamp, a change during a read, and nothing kept while changes are not heard.
import { describe, expect, it } from 'vitest';
import { createMemberReads } from '../../../src/server/shared/member-reads.ts';

const counter = () => {
  let n = 0;
  return { load: async () => ({ n: (n += 1) }), get calls() { return n; } };
};

describe('member reads', () => {
  it('keeps nothing and serves nothing until changes are heard, and forgets all when they stop being heard', async () => {
    const reads = createMemberReads();
    const c = counter();
    await reads.read(1, 'home', 'd', c.load);
    await reads.read(1, 'home', 'd', c.load);
    expect(c.calls).toBe(2);
    reads.setListening(true);
    await reads.read(1, 'home', 'd', c.load);
    expect(await reads.read(1, 'home', 'd', c.load)).toEqual({ n: 3 });
    reads.setListening(false);
    expect(await reads.read(1, 'home', 'd', c.load)).toEqual({ n: 4 });
    reads.setListening(true);
    expect(await reads.read(1, 'home', 'd', c.load)).toEqual({ n: 5 });
  });

  it('reads again for another stamp, after a drop of that member only, after dropAll, and after the TTL', async () => {
    let now = 0;
    const reads = createMemberReads({ ttlMs: 1000, now: () => now });
    reads.setListening(true);
    const c = counter();
    await reads.read(1, 'home', 'monday', c.load);
    await reads.read(2, 'home', 'monday', c.load);
    expect(await reads.read(1, 'home', 'tuesday', c.load)).toEqual({ n: 3 });
    reads.drop(1);
    expect(await reads.read(2, 'home', 'monday', c.load)).toEqual({ n: 2 });
    expect(await reads.read(1, 'home', 'tuesday', c.load)).toEqual({ n: 4 });
    reads.dropAll();
    expect(await reads.read(2, 'home', 'monday', c.load)).toEqual({ n: 5 });
    now = 999;
    expect(await reads.read(2, 'home', 'monday', c.load)).toEqual({ n: 5 });
    now = 1000;
    expect(await reads.read(2, 'home', 'monday', c.load)).toEqual({ n: 6 });
  });

  it('answers but does not keep a read that a change of the member overtook', async () => {
    const reads = createMemberReads();
    reads.setListening(true);
    let release!: () => void;
    const slow = reads.read(1, 'home', 'd', () => new Promise<{ v: string }>((r) => (release = () => r({ v: 'before the change' }))));
    reads.drop(1);
    release();
    expect(await slow).toEqual({ v: 'before the change' });
    expect(await reads.read(1, 'home', 'd', async () => ({ v: 'after' }))).toEqual({ v: 'after' });
    expect(reads.stats()).toMatchObject({ members: 1, copies: 1 });
  });

  it('drops the least recently read member past the member and byte bounds', async () => {
    const reads = createMemberReads({ maxMembers: 2, maxBytes: 10_000 });
    reads.setListening(true);
    const c = counter();
    await reads.read(1, 'home', 'd', c.load);
    await reads.read(2, 'home', 'd', c.load);
    await reads.read(1, 'home', 'd', c.load); // 1 is now the most recent
    await reads.read(3, 'home', 'd', c.load); // 2 goes
    expect(reads.stats()).toMatchObject({ members: 2 });
    await reads.read(1, 'home', 'd', c.load);
    expect(c.calls).toBe(3);
    await reads.read(2, 'home', 'd', c.load);
    expect(c.calls).toBe(4);

    const small = createMemberReads({ maxBytes: 3000 });
    small.setListening(true);
    for (let id = 1; id <= 10; id += 1) await small.read(id, 'home', 'd', async () => ({ text: 'x'.repeat(500) }));
    expect(small.stats().bytes).toBeLessThanOrEqual(3000);
    expect(small.stats().members).toBeLessThan(10);
  });
});

describe('a member’s own write under way', () => {
  it('sends their reads to the database and keeps nothing until it is done, then drops their copies', async () => {
    const reads = createMemberReads();
    reads.setListening(true);
    const c = counter();
    await reads.read(1, 'profile', '', c.load);
    await reads.read(2, 'profile', '', c.load);
    reads.writeStarted(1);
    expect(await reads.read(1, 'profile', '', c.load)).toEqual({ n: 3 });
    expect(await reads.read(1, 'profile', '', c.load)).toEqual({ n: 4 });
    expect(await reads.read(2, 'profile', '', c.load)).toEqual({ n: 2 });
    reads.writeDone(1);
    expect(await reads.read(1, 'profile', '', c.load)).toEqual({ n: 5 });
    expect(await reads.read(1, 'profile', '', c.load)).toEqual({ n: 5 });
  });

  it('keeps their copies after a write that says it changed nothing they read', async () => {
    const reads = createMemberReads();
    reads.setListening(true);
    const c = counter();
    await reads.read(1, 'home', '', c.load);
    reads.writeStarted(1);
    expect(await reads.read(1, 'home', '', c.load)).toEqual({ n: 2 });
    reads.writeDone(1, true);
    expect(await reads.read(1, 'home', '', c.load)).toEqual({ n: 1 });
  });

  it('does not keep a read that began before a write and ended after it', async () => {
    const reads = createMemberReads();
    reads.setListening(true);
    let release = () => {};
    const slow = reads.read(1, 'home', '', () => new Promise<{ n: number }>((resolve) => (release = () => resolve({ n: 0 }))));
    reads.writeStarted(1);
    reads.writeDone(1);
    release();
    expect(await slow).toEqual({ n: 0 });
    const c = counter();
    expect(await reads.read(1, 'home', '', c.load)).toEqual({ n: 1 });
  });
});
