// The browser's time zone goes to the profile once per browser session and only while the profile
// keeps none (UTC, the default); a failed try is made again on the next page.
import { describe, expect, it } from 'vitest';
import { browserTimeZone, shareTimeZone, TIME_ZONE_SENT_KEY } from '../../src/scripts/time-zone.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

function server(keptZone = 'UTC') {
  const sent: string[] = [];
  let reads = 0;
  return {
    sent,
    reads: () => reads,
    kept: async () => {
      reads += 1;
      return keptZone;
    },
    send: async (zone: string) => void sent.push(zone),
  };
}

describe('shareTimeZone', () => {
  it('sends the browser’s zone when the profile keeps none, once per session', async () => {
    const storage = memoryStorage();
    const s = server('UTC');
    expect(await shareTimeZone({}, { storage, kept: s.kept, send: s.send, zone: 'Europe/Lisbon' })).toBe(true);
    expect(await shareTimeZone({}, { storage, kept: s.kept, send: s.send, zone: 'Europe/Lisbon' })).toBe(false);
    expect(s.sent).toEqual(['Europe/Lisbon']);
    expect(s.reads()).toBe(1);
    expect(storage.items.get(TIME_ZONE_SENT_KEY)).toBe('Europe/Lisbon');
  });

  it('never replaces a zone the profile keeps', async () => {
    const s = server('America/Chicago');
    expect(await shareTimeZone({}, { storage: memoryStorage(), kept: s.kept, send: s.send, zone: 'Europe/Lisbon' })).toBe(false);
    expect(s.sent).toEqual([]);
    // A profile that carries its zone needs no look-up at all.
    const t = server('UTC');
    expect(await shareTimeZone({ time_zone: 'Asia/Tokyo' }, { storage: memoryStorage(), kept: t.kept, send: t.send, zone: 'Europe/Lisbon' })).toBe(false);
    expect(t.reads()).toBe(0);
    expect(t.sent).toEqual([]);
  });

  it('tries again on the next page after a failure', async () => {
    const storage = memoryStorage();
    const failing = { kept: async () => 'UTC', send: async () => Promise.reject(new Error('offline')) };
    expect(await shareTimeZone(null, { storage, ...failing, zone: 'America/Chicago' })).toBe(false);
    expect(storage.items.has(TIME_ZONE_SENT_KEY)).toBe(false);
    const s = server('UTC');
    expect(await shareTimeZone(null, { storage, kept: s.kept, send: s.send, zone: 'America/Chicago' })).toBe(true);
    expect(s.sent).toEqual(['America/Chicago']);
  });

  it('asks nothing when the browser gives no zone or is itself in UTC, and works without storage', async () => {
    const s = server('UTC');
    expect(await shareTimeZone({}, { storage: memoryStorage(), kept: s.kept, send: s.send, zone: null })).toBe(false);
    expect(await shareTimeZone({}, { storage: memoryStorage(), kept: s.kept, send: s.send, zone: 'UTC' })).toBe(false);
    expect(s.reads()).toBe(0);
    expect(await shareTimeZone({}, { storage: null, kept: s.kept, send: s.send, zone: 'Asia/Kolkata' })).toBe(true);
    expect(s.sent).toEqual(['Asia/Kolkata']);
  });

  it('reads the zone from Intl', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
