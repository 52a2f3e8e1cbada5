// What a member's browser keeps for them (docs/rules/client.md, "Offline saves"): one persistent map
// over localStorage per area, with keys `ws:<area>:v1:<member id>:<key>`, so it survives a reload,
// follows other tabs, and another member on the same browser never sees it. Lesson saves, practice
// check-ins and journal entries each keep their copies, drafts and queues here.
import { persistentMap } from '@nanostores/persistent';
import { computed, type ReadableAtom } from 'nanostores';
import { $user } from './session.ts';

type Draft<T> = { at: number; value: T };

export type MemberStorage = {
  /** The signed-in member's value at `key`, if any. */
  read<T>(key: string): T | undefined;
  /** Stores (or with `undefined`, forgets) the signed-in member's value at `key`. */
  keep(key: string, value: unknown): void;
  /** The signed-in member's list at `key`, followed as the member or the list changes. */
  list<T>(key: string): ReadableAtom<T[]>;
  keepDraft<T>(key: string, value: T): void;
  /** A draft newer than the server's saved state wins: it is what the member wrote last. */
  newerDraft<T>(key: string, savedAt: string | null): T | null;
};

export function memberStorage(area: string): MemberStorage {
  const $kept = persistentMap<Record<string, unknown>>(`ws:${area}:v1:`, {}, {
    encode: JSON.stringify,
    decode: (raw) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    },
  });
  const who = (userId = $user.get()?.id) => String(userId ?? 'anon');
  const read = <T>(key: string) => $kept.get()[`${who()}:${key}`] as T | undefined;
  const keep = (key: string, value: unknown) => {
    try {
      $kept.setKey(`${who()}:${key}`, value);
    } catch {
      // Storage full or blocked: everything still works online; only the copy on this device is missing.
    }
  };
  return {
    read,
    keep,
    list: <T>(key: string) => computed([$kept, $user], (kept, user) => (kept[`${who(user?.id)}:${key}`] as T[] | undefined) ?? []),
    keepDraft: (key, value) => keep(key, { at: Date.now(), value }),
    newerDraft<T>(key: string, savedAt: string | null) {
      const draft = read<Draft<T>>(key);
      if (!draft) return null;
      return !savedAt || draft.at > Date.parse(savedAt) ? draft.value : null;
    },
  };
}
