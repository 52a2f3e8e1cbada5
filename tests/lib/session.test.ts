// The session store: its parts change independently, logout empties it, restore is bounded.
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../src/lib/schemas/accounts.ts';
import {
  $session,
  EMPTY_SESSION,
  login,
  logout,
  refreshProfile,
  restoreSession,
  updateSubscription,
  updateToken,
  updateUser,
} from '../../src/stores/session.ts';

const user: User = { id: 3, name: 'Maya', email: 'maya@example.test', avatar_url: '/a.png', gender: 2, is_mentor: false, email_verified: true, created_at: '2026-01-01T00:00:00Z' };

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
  it('resolves with the stored session', async () => {
    login('ws_token', user);
    await expect(restoreSession()).resolves.toMatchObject({ token: 'ws_token' });
  });

  it('fails when restoring takes longer than the limit', async () => {
    const never = () => new Promise<never>(() => {}) as never;
    await expect(restoreSession(50, never)).rejects.toThrow('Session restore timed out after 50 ms');
  });
});
