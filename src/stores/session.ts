// The signed-in session, shared by every island and script on a page and kept across pages in
// localStorage under the key `root` as `{ version: 1, session: {...} }` (only the session part;
// docs/rules/client.md, "Session").
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { Subscription, User } from '../lib/schemas/accounts.ts';

export const SESSION_STORAGE_KEY = 'root';
export const SESSION_STORAGE_VERSION = 1;

export type Session = {
  token: string;
  isLoggedIn: boolean;
  user: User | null;
  isSubscribed: boolean;
  subscription: Subscription | null;
};

export const EMPTY_SESSION: Session = { token: '', isLoggedIn: false, user: null, isSubscribed: false, subscription: null };

/** A stored value as a session; anything else than version 1 of our shape is no session. */
export function decodeSession(raw: string): Session {
  try {
    const stored = JSON.parse(raw) as { version?: number; session?: Partial<Session> };
    if (stored.version !== SESSION_STORAGE_VERSION || !stored.session) return EMPTY_SESSION;
    return { ...EMPTY_SESSION, ...stored.session };
  } catch {
    return EMPTY_SESSION;
  }
}

export const $session = persistentAtom<Session>(SESSION_STORAGE_KEY, EMPTY_SESSION, {
  encode: (session) => JSON.stringify({ version: SESSION_STORAGE_VERSION, session }),
  decode: decodeSession,
});

export const $user = computed($session, (s) => s.user);
export const $isLoggedIn = computed($session, (s) => s.isLoggedIn && Boolean(s.token));

export function login(token: string, user: User): void {
  $session.set({ ...$session.get(), token, user, isLoggedIn: true });
}

export function logout(): void {
  $session.set(EMPTY_SESSION);
}

export function updateToken(token: string): void {
  $session.set({ ...$session.get(), token });
}

export function updateUser(user: User): void {
  $session.set({ ...$session.get(), user });
}

export function updateSubscription(isSubscribed: boolean, subscription: Subscription | null): void {
  $session.set({ ...$session.get(), isSubscribed, subscription });
}

/**
 * The stored session, restored as the page starts (docs/rules/client.md, "Session"). It comes from
 * one synchronous localStorage read, so restoring always ends within the 5000 ms limit and needs no
 * timer; a stored value that is missing, unreadable or of another version restores as a visitor,
 * and so does a browser whose storage is blocked (@nanostores/persistent then keeps it in memory).
 */
export function restoreSession(): Session {
  return $session.get();
}

/**
 * Applies a fresh profile from GET /v1/auth/profile. A response without a user id means the session
 * is no longer valid on the server: it is treated as timed out and the member is logged out.
 */
export function refreshProfile(profile: Partial<User> | null | undefined): boolean {
  if (!profile || typeof profile.id !== 'number') {
    logout();
    return false;
  }
  updateUser(profile as User);
  return true;
}
