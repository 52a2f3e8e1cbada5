// The browser's time zone goes to the profile once per browser session, only while the profile has
// none, and a failed send is tried again on the next page.
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

describe('shareTimeZone', () => {
  it('sends the zone once per session', async () => {
    const storage = memoryStorage();
    const sent: string[] = [];
    const send = async (zone: string) => void sent.push(zone);
    expect(await shareTimeZone({}, storage, send, 'Europe/Lisbon')).toBe(true);
    expect(await shareTimeZone({}, storage, send, 'Europe/Lisbon')).toBe(false);
    expect(sent).toEqual(['Europe/Lisbon']);
    expect(storage.items.get(TIME_ZONE_SENT_KEY)).toBe('Europe/Lisbon');
  });

  it('leaves a profile that has a time zone alone', async () => {
    const sent: string[] = [];
    expect(await shareTimeZone({ time_zone: 'Asia/Tokyo' }, memoryStorage(), async (z) => void sent.push(z), 'Europe/Lisbon')).toBe(false);
    expect(sent).toEqual([]);
  });

  it('tries again on the next page after a failed send', async () => {
    const storage = memoryStorage();
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('offline');
    };
    expect(await shareTimeZone(null, storage, failing, 'America/Chicago')).toBe(false);
    expect(storage.items.has(TIME_ZONE_SENT_KEY)).toBe(false);
    expect(await shareTimeZone(null, storage, async () => void (calls += 1), 'America/Chicago')).toBe(true);
    expect(calls).toBe(2);
  });

  it('sends nothing when the browser gives no zone, and works without storage', async () => {
    const sent: string[] = [];
    expect(await shareTimeZone({}, memoryStorage(), async (z) => void sent.push(z), null)).toBe(false);
    expect(await shareTimeZone({}, null, async (z) => void sent.push(z), 'UTC')).toBe(true);
    expect(sent).toEqual(['UTC']);
  });

  it('reads the zone from Intl', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
