// What the devices list and the security e-mails say about a session (docs/security.md, "Sessions
// and devices"): the browser and system families from the User-Agent, and the network of the
// address. A small parser of our own: it only has to name the major browsers and systems, and a
// User-Agent is whatever the client claims, so nothing here is used to decide access.
import { isIPv4, isIPv6 } from 'node:net';

export type DeviceInfo = { browser: string | null; os: string | null };

/** The longest User-Agent kept on a token; real ones are a few hundred characters. */
export const USER_AGENT_MAX = 512;

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(?:iPhone|iPad).*AppleWebKit\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const firstMatch = (ua: string, table: Array<[RegExp, string]>) => table.find(([re]) => re.test(ua))?.[1] ?? null;

export function describeUserAgent(ua: string | null | undefined): DeviceInfo {
  if (!ua) return { browser: null, os: null };
  return { browser: firstMatch(ua, BROWSERS), os: firstMatch(ua, SYSTEMS) };
}

/** "Firefox on Windows", "Chrome", "Unknown device": how e-mails and the list name a device. */
export function deviceLabel(info: DeviceInfo): string {
  if (info.browser && info.os) return `${info.browser} on ${info.os}`;
  return info.browser ?? info.os ?? 'Unknown device';
}

/**
 * The family a new sign-in is compared with: browser and system. Two sign-ins from one family count
 * as the same device; a User-Agent we cannot name is its own family only when nothing is known.
 */
export const deviceFamily = (info: DeviceInfo) => `${info.browser ?? '?'}|${info.os ?? '?'}`;

/**
 * Only the network of an address: an IPv4 address with its last part hidden ("203.0.113.x"), an
 * IPv6 address as its /48 ("2001:db8:1::/48"). No place is looked up; anything else is null.
 */
export function networkOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.x`;
  if (isIPv6(ip)) {
    const [head = '', tail = ''] = ip.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups.slice(0, 3).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/48`;
  }
  return null;
}
