// The member's time zone, taken from the browser the first time (docs/rules/rewards-screens.md):
// learning days are counted in it, UTC until the browser sends one. Tried once per browser session
// after the member gate lets a member in; sent only while the profile keeps none, so a zone already
// kept (the demo member's, or one from an earlier visit) is never replaced by a trip abroad. The
// profile does not carry the zone, so the streak answer says which one is kept.
import { readBrowserTimeZone } from '../lib/dates.ts';
import { getStreak, setTimeZone } from '../lib/api/rewards.ts';

export const TIME_ZONE_SENT_KEY = 'wellspring.time-zone-sent';
/** What the server counts in until the member's browser has sent a zone. */
export const DEFAULT_TIME_ZONE = 'UTC';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type TimeZoneDeps = {
  storage?: Store | null;
  /** The zone the profile keeps now. */
  kept?: () => Promise<string>;
  send?: (zone: string) => Promise<unknown>;
  zone?: string | null;
};

export const browserTimeZone = readBrowserTimeZone;

/** True when the zone was sent. `profile.time_zone` is honoured when the profile carries it. */
export async function shareTimeZone(profile: { time_zone?: string | null } | null, deps: TimeZoneDeps = {}): Promise<boolean> {
  const { storage = safeSessionStorage(), kept = keptTimeZone, send = setTimeZone, zone = browserTimeZone() } = deps;
  // A browser in UTC has nothing to add to the default.
  if (!zone || zone === DEFAULT_TIME_ZONE || profile?.time_zone) return false;
  if (storage?.getItem(TIME_ZONE_SENT_KEY)) return false;
  storage?.setItem(TIME_ZONE_SENT_KEY, zone);
  try {
    if ((await kept()) !== DEFAULT_TIME_ZONE) return false;
    await send(zone);
    return true;
  } catch {
    // Offline or a server failure: the next page tries again.
    storage?.removeItem(TIME_ZONE_SENT_KEY);
    return false;
  }
}

const keptTimeZone = async () => (await getStreak()).data.time_zone;

function safeSessionStorage(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
