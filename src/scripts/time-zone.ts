// The member's time zone, taken from the browser (docs/rules/rewards.md: a learning day is counted in
// the member's own time zone). Sent once per browser session after the member gate lets a member in,
// and only while the profile has no time zone yet; a failed send is tried again on the next page.
import { setTimeZone } from '../lib/api/rewards.ts';

export const TIME_ZONE_SENT_KEY = 'wellspring.time-zone-sent';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** True when a request was made. `profile.time_zone` is honoured when the profile carries it. */
export async function shareTimeZone(
  profile: { time_zone?: string | null } | null,
  storage: Store | null = safeSessionStorage(),
  send: (zone: string) => Promise<unknown> = setTimeZone,
  zone: string | null = browserTimeZone(),
): Promise<boolean> {
  if (!zone || profile?.time_zone) return false;
  if (storage?.getItem(TIME_ZONE_SENT_KEY)) return false;
  storage?.setItem(TIME_ZONE_SENT_KEY, zone);
  try {
    await send(zone);
    return true;
  } catch {
    storage?.removeItem(TIME_ZONE_SENT_KEY);
    return false;
  }
}

function safeSessionStorage(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
