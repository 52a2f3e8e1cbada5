// The session store (docs/rules/client.md, "Session"): its parts change independently, logout
// empties it, and restoring reads what is stored at once, as a visitor when it is not ours.
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/lib/schemas/accounts.ts';
import {
  $isLoggedIn,
  $session,
  decodeSession,
  EMPTY_SESSION,
  login,
  logout,
  refreshProfile,
  restoreSession,
  updateSubscription,
  updateToken,
  updateUser,
} from '../../src/stores/session.ts';

const user: User = { id: 3, name: 'Maya', email: 'maya@example.test', avatar_url: '/a.png', gender: 2, is_mentor: false, role: 'member', email_verified: true, language: 'en', created_at: '2026-01-01T00:00:00Z' };

beforeEach(() => logout());

describe('session store', () => {
  it('login stores token and user and sets logged-in', () => {
    login('ws_token', user);
    expect($session.get()).toEqual({ ...EMPTY_SESSION, token: 'ws_token', user, isLoggedIn: true });
  });

  it('token, user and subscription updates change only their own part', () => {
    login('ws_token', user);
    updateToken('ws_other');
    expect($session.get()).toMatchObject({ token: 'ws_other', user, isLoggedIn: true, isSubscribed: false });
    updateUser({ ...user, name: 'Maya T.' });
    expect($session.get()).toMatchObject({ token: 'ws_other', isLoggedIn: true, user: { name: 'Maya T.' } });
    const subscription = { plan: 'annual', status: 'active', current_period_end: '2027-01-01T00:00:00Z' };
    updateSubscription(true, subscription);
    expect($session.get()).toMatchObject({ token: 'ws_other', isSubscribed: true, subscription, user: { name: 'Maya T.' } });
  });

  it('logout resets everything to empty defaults', () => {
    login('ws_token', user);
    updateSubscription(true, { plan: 'm', status: 'active', current_period_end: null });
    logout();
    expect($session.get()).toEqual(EMPTY_SESSION);
  });

  it('a profile without a user id logs out', () => {
    login('ws_token', user);
    expect(refreshProfile({ name: 'no id' } as Partial<User>)).toBe(false);
    expect($session.get()).toEqual(EMPTY_SESSION);
  });

  it('a profile with an id replaces the user', () => {
    login('ws_token', user);
    expect(refreshProfile({ ...user, name: 'Fresh' })).toBe(true);
    expect($session.get().user?.name).toBe('Fresh');
  });
});

describe('restoreSession', () => {
  it('returns the stored session in the same tick: there is nothing to wait for, so no 5000 ms timer', () => {
    login('ws_token', user);
    const restored = restoreSession();
    expect(restored).toMatchObject({ token: 'ws_token', isLoggedIn: true, user });
    expect($isLoggedIn.get()).toBe(true);
  });

  it('a visitor restores as the empty session', () => {
    expect(restoreSession()).toEqual(EMPTY_SESSION);
    expect($isLoggedIn.get()).toBe(false);
  });
});

describe('decodeSession (what is read from localStorage under root)', () => {
  const stored = (value: unknown) => JSON.stringify(value);

  it('reads version 1 of our shape, filling parts that are missing', () => {
    expect(decodeSession(stored({ version: 1, session: { token: 'ws_t', isLoggedIn: true, user } }))).toEqual({ ...EMPTY_SESSION, token: 'ws_t', isLoggedIn: true, user });
  });

  it('anything else restores as a visitor: another version, no session part, or text that is not JSON', () => {
    expect(decodeSession(stored({ version: 2, session: { token: 'ws_t', isLoggedIn: true, user } }))).toEqual(EMPTY_SESSION);
    expect(decodeSession(stored({ version: 1 }))).toEqual(EMPTY_SESSION);
    expect(decodeSession('{not json')).toEqual(EMPTY_SESSION);
  });

  it('a session with a flag but no token is not signed in', () => {
    $session.set({ ...EMPTY_SESSION, isLoggedIn: true, user });
    expect($isLoggedIn.get()).toBe(false);
  });
});
