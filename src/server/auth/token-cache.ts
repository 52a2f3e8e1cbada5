// Each instance's copies of token lookups (docs/performance.md, "Member reads"; docs/security.md,
// "Sessions and devices"): the member a token belongs to, kept so that a member's kept reads cost no
// statement at all. A copy is dropped when the member's row or any of their tokens changes: the
// database announces both on commit on the member_changed channel (migrations 0017 and 0027), and
// the app drops the member's copies when the event arrives (src/server/app.ts). Copies are kept and
// served only while those events are heard. No imports: plain bookkeeping, wired by the app.

export type TokenCacheOptions = { maxTokens?: number; ttlMs?: number; now?: () => number };

export type TokenCache<T> = {
  /** The kept lookup of a token's hash, if any and still fresh. */
  get: (tokenHash: string) => T | undefined;
  /**
   * Where the changes stand before a lookup: `keep` refuses a lookup that a change of its member may
   * have made stale while it ran.
   */
  mark: () => number;
  keep: (tokenHash: string, userId: number, value: T, mark: number) => void;
  /** Forgets the member's tokens (their row or one of their tokens changed). */
  drop: (userId: number) => void;
  dropAll: () => void;
  /** Copies are kept and served only while changes are heard. */
  setListening: (on: boolean) => void;
  stats: () => { tokens: number; hits: number; misses: number };
};

export const TOKEN_CACHE_MAX = 50_000;
/** A safety net only: every change drops the copy at once. */
export const TOKEN_CACHE_TTL_MS = 60 * 1000;
/** Recent drops remembered to judge lookups under way; a lookup older than all of them is not kept. */
const RECENT_DROPS = 1024;

type Copy<T> = { userId: number; value: T; keptAt: number };

export function createTokenCache<T>(options: TokenCacheOptions = {}): TokenCache<T> {
  const maxTokens = options.maxTokens ?? TOKEN_CACHE_MAX;
  const ttlMs = options.ttlMs ?? TOKEN_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  // Map order is recency of keeping: the first is dropped first when full.
  const tokens = new Map<string, Copy<T>>();
  const byUser = new Map<number, Set<string>>();
  // Drops numbered in order; the last RECENT_DROPS kept with their member (-1: everyone).
  let sequence = 0;
  const recent: Array<{ at: number; userId: number }> = [];
  let listening = false;
  const counts = { hits: 0, misses: 0 };

  const forgetToken = (hash: string) => {
    const copy = tokens.get(hash);
    if (!copy) return;
    tokens.delete(hash);
    const set = byUser.get(copy.userId);
    set?.delete(hash);
    if (set && set.size === 0) byUser.delete(copy.userId);
  };
  const noteDrop = (userId: number) => {
    sequence += 1;
    recent.push({ at: sequence, userId });
    if (recent.length > RECENT_DROPS) recent.shift();
  };
  /** Whether a change of this member (or of everyone) came after `mark`, or may have. */
  const changedSince = (mark: number, userId: number) => {
    if (mark === sequence) return false;
    if (recent.length === 0 || recent[0]!.at > mark + 1) return true;
    return recent.some((d) => d.at > mark && (d.userId === userId || d.userId === -1));
  };

  return {
    get(hash) {
      if (!listening) return undefined;
      const copy = tokens.get(hash);
      if (!copy || now() - copy.keptAt > ttlMs) {
        if (copy) forgetToken(hash);
        counts.misses += 1;
        return undefined;
      }
      counts.hits += 1;
      return copy.value;
    },
    mark: () => sequence,
    keep(hash, userId, value, mark) {
      if (!listening || changedSince(mark, userId)) return;
      forgetToken(hash);
      tokens.set(hash, { userId, value, keptAt: now() });
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(hash);
      while (tokens.size > maxTokens) forgetToken(tokens.keys().next().value!);
    },
    drop(userId) {
      noteDrop(userId);
      for (const hash of [...(byUser.get(userId) ?? [])]) forgetToken(hash);
    },
    dropAll() {
      noteDrop(-1);
      tokens.clear();
      byUser.clear();
    },
    setListening(on) {
      listening = on;
      // Changes may have been missed while not listening: nothing kept before is trusted.
      tokens.clear();
      byUser.clear();
      noteDrop(-1);
    },
    stats: () => ({ tokens: tokens.size, ...counts }),
  };
}
