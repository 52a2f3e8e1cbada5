// Addresses sent to analytics carry no secrets: reset tokens, verification hashes, signed-URL
// signatures or e-mail addresses (docs/rules/client.md, "Analytics events").
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackPageView, withoutSecrets } from '../../src/lib/analytics.ts';

describe('withoutSecrets', () => {
  it('replaces the reset token and e-mail of a reset-password address', () => {
    expect(withoutSecrets('/reset-password/ana%40example.com/3f9a0c1d2e')).toBe('/reset-password/:email/:token');
  });
  it('replaces the hash of a verification address and keeps the id', () => {
    expect(withoutSecrets('/email/verify/42/9c1b2a?expires=1795381332&signature=abc')).toBe('/email/verify/42/:hash');
  });
  it('drops secret query parameters and keeps the others', () => {
    expect(withoutSecrets('/courses?term=sleep&token=x&page=2')).toBe('/courses?term=sleep&page=2');
    expect(withoutSecrets('/login?email=a%40b.c')).toBe('/login');
    expect(withoutSecrets('/course/meditation')).toBe('/course/meditation');
  });
});

describe('page_view', () => {
  const pushed: unknown[] = [];
  beforeEach(() => {
    (globalThis as unknown as { window: unknown }).window = { dataLayer: pushed };
  });
  afterEach(() => {
    delete (globalThis as unknown as { window?: unknown }).window;
  });
  it('sends the address without the reset token', () => {
    trackPageView({ pathname: '/reset-password/ana%40example.com/3f9a0c1d2e', search: '' });
    expect(pushed).toEqual([{ event: 'page_view', url: '/reset-password/:email/:token' }]);
  });
});

describe('every event', () => {
  const pushed: unknown[] = [];
  beforeEach(() => {
    pushed.length = 0;
    (globalThis as unknown as { window: unknown }).window = { dataLayer: pushed };
  });
  afterEach(() => {
    delete (globalThis as unknown as { window?: unknown }).window;
  });
  it('strips secrets from any field holding an address, absolute or not', async () => {
    const { track } = await import('../../src/lib/analytics.ts');
    track('course_click', { course_id: 1, title: 'Sleep', page_location: 'https://wellspring.example/reset-password/ana%40example.com/3f9a0c1d2e?token=abc#x' } as never);
    track('page_view', { url: '/email/verify/4/9c1b?signature=abc' });
    expect(pushed).toEqual([
      { event: 'course_click', course_id: 1, title: 'Sleep', page_location: 'https://wellspring.example/reset-password/:email/:token' },
      { event: 'page_view', url: '/email/verify/4/:hash' },
    ]);
  });
  it('leaves plain text fields alone', async () => {
    const { track } = await import('../../src/lib/analytics.ts');
    track('registration', { email: 'ana@example.com', name: 'Ana' });
    expect(pushed).toEqual([{ event: 'registration', email: 'ana@example.com', name: 'Ana' }]);
  });
});
