// Each instance's copies of members' own reads that are read far more often than written: the
// dashboard, the profile, the points summary and the unread count (docs/performance.md, "Member
// reads"). A copy is dropped when the member's data changes: the database announces every change on
// commit (migration 0017, the member_changed channel of the events module) and the app drops a
// member's copies after each of their own writes on this instance (src/server/app.ts). No imports:
// this is plain bookkeeping, and the app wires it to the events.

/** Bounds: the members kept (least recently read dropped first), their estimated bytes, and each copy's age. */
export type MemberReadsOptions = { maxMembers?: number; maxBytes?: number; ttlMs?: number; now?: () => number };

export type MemberReadStats = { members: number; copies: number; bytes: number; hits: number; misses: number; drops: number };

export type MemberReads = {
  /**
   * The member's copy of `part` made under `stamp` (what else the answer depends on, such as the day),
   * or `load()`, kept as that copy unless the member's data changed while it ran.
   */
  read: <T>(userId: number, part: string, stamp: string, load: () => Promise<T>) => Promise<T>;
  /** Forgets every copy of the member's reads (their data changed). */
  drop: (userId: number) => void;
  /** Forgets every copy (public content changed, or changes may have been missed). */
  dropAll: () => void;
  /**
   * The member's own write is under way: until `writeDone`, their reads go to the database and are
   * not kept (a write request that answers with a read, such as agreeing to the mentor terms, must
   * see its own change). `writeDone` drops their copies, unless the write says it changed nothing
   * they read (`copiesUnchanged`: a lesson save that only kept the work, docs/performance.md).
   */
  writeStarted: (userId: number) => void;
  writeDone: (userId: number, copiesUnchanged?: boolean) => void;
  /** Copies are kept and served only while changes are heard; off, every read goes to the database. */
  setListening: (on: boolean) => void;
  stats: () => MemberReadStats;
};

export const MEMBER_READS_MAX_MEMBERS = 20_000;
/** About 3 KB per dashboard: 20,000 members' dashboards and profiles fit. */
export const MEMBER_READS_MAX_BYTES = 64 * 1024 * 1024;
/** A safety net only: every change drops the copy at once; this bounds a copy whose change was missed. */
export const MEMBER_READS_TTL_MS = 5 * 60 * 1000;

type Copy = { stamp: string; value: unknown; bytes: number; expiresAt: number };

/** What a copy costs in memory, roughly: its JSON as UTF-16 plus the objects around it. */
const estimateBytes = (value: unknown) => 2 * (JSON.stringify(value)?.length ?? 0) + 256;

export function createMemberReads(options: MemberReadsOptions = {}): MemberReads {
  const maxMembers = options.maxMembers ?? MEMBER_READS_MAX_MEMBERS;
  const maxBytes = options.maxBytes ?? MEMBER_READS_MAX_BYTES;
  const ttlMs = options.ttlMs ?? MEMBER_READS_TTL_MS;
  const now = options.now ?? Date.now;
  // Map order is recency: a member read is moved to the end, the first is the least recently read.
  const members = new Map<number, Map<string, Copy>>();
  // Reads under way, per member: a change while one runs (`changes` moves on) means its result may
  // predate the change, so it is answered but not kept.
  const underWay = new Map<number, { readers: number; changes: number }>();
  // Members with a write of their own under way, and how many.
  const writing = new Map<number, number>();
  let epoch = 0;
  let listening = false;
  let bytes = 0;
  const counts = { hits: 0, misses: 0, drops: 0 };

  const forget = (userId: number) => {
    const copies = members.get(userId);
    if (!copies) return;
    for (const c of copies.values()) bytes -= c.bytes;
    members.delete(userId);
  };

  const keep = (userId: number, part: string, copy: Copy) => {
    let copies = members.get(userId);
    if (copies) members.delete(userId);
    else copies = new Map();
    const old = copies.get(part);
    if (old) bytes -= old.bytes;
    copies.set(part, copy);
    members.set(userId, copies);
    bytes += copy.bytes;
    while (members.size > maxMembers || (bytes > maxBytes && members.size > 1)) forget(members.keys().next().value!);
  };

  const drop = (userId: number) => {
    counts.drops += 1;
    const mark = underWay.get(userId);
    if (mark) mark.changes += 1;
    forget(userId);
  };

  return {
    read: async (userId, part, stamp, load) => {
      if (!listening || writing.has(userId)) return load();
      const copies = members.get(userId);
      const copy = copies?.get(part);
      if (copy && copy.stamp === stamp && copy.expiresAt > now()) {
        counts.hits += 1;
        members.delete(userId);
        members.set(userId, copies!);
        return copy.value as Awaited<ReturnType<typeof load>>;
      }
      counts.misses += 1;
      let mark = underWay.get(userId);
      if (!mark) underWay.set(userId, (mark = { readers: 0, changes: 0 }));
      mark.readers += 1;
      const changesBefore = mark.changes;
      const epochBefore = epoch;
      try {
        const value = await load();
        if (listening && mark.changes === changesBefore && epoch === epochBefore) {
          keep(userId, part, { stamp, value, bytes: estimateBytes(value), expiresAt: now() + ttlMs });
        }
        return value;
      } finally {
        mark.readers -= 1;
        if (mark.readers === 0) underWay.delete(userId);
      }
    },
    drop,
    // A read that began before the write and ends after it is not kept: the drop at its end moves
    // the member's change count on. One that ends while the write runs may be kept, and is dropped
    // at the end with the rest, so nothing needs dropping when the write starts.
    writeStarted: (userId) => {
      writing.set(userId, (writing.get(userId) ?? 0) + 1);
    },
    writeDone: (userId, copiesUnchanged = false) => {
      const left = (writing.get(userId) ?? 1) - 1;
      if (left > 0) writing.set(userId, left);
      else writing.delete(userId);
      if (!copiesUnchanged) drop(userId);
    },
    dropAll: () => {
      counts.drops += 1;
      epoch += 1;
      members.clear();
      bytes = 0;
    },
    setListening: (on) => {
      listening = on;
      epoch += 1;
      members.clear();
      bytes = 0;
    },
    stats: () => {
      let copies = 0;
      for (const m of members.values()) copies += m.size;
      return { members: members.size, copies, bytes, ...counts };
    },
  };
}

// The copies belong to one instance's database handle: services find them from the `db` they are
// given, and a transaction (a different handle) never reads or keeps a copy.
const byDatabase = new WeakMap<object, MemberReads>();

/** The member reads kept for this database handle, if the app keeps any (src/server/app.ts). */
export function memberReadsOf(db: object): MemberReads | undefined {
  return byDatabase.get(db);
}

/** The member reads of this database handle, made on first use. */
export function memberReadsFor(db: object, options?: MemberReadsOptions): MemberReads {
  let reads = byDatabase.get(db);
  if (!reads) byDatabase.set(db, (reads = createMemberReads(options)));
  return reads;
}
