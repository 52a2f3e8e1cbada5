// This device's Web Push state (docs/rules/push.md): whether the browser can take push, whether the
// member turned it on here, and turning it on or off. Only a click turns it on (the browser asks for
// permission then), never a page load. Shared by the block on /settings and the offer beside a
// practice's reminder, so both show the same state.
import { atom } from 'nanostores';
import { ApiError } from '../../../lib/api/errors.ts';
import { addPushDevice, listPushDevices, removePushDevice } from '../../../lib/api/notifications.ts';
import { m } from '../../../paraglide/messages.js';

/**
 * checking: reading the state; unsupported: no push in this browser; denied: the browser blocks our
 * notifications (only its site settings can change that); off / on: on this device; busy: working.
 */
export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on' | 'busy';

export const $push = atom<PushState>('checking');
/** What the last action has to say (the words shown in the status line), or ''. */
export const $pushNote = atom('');

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The applicationServerKey as the browser wants it: the VAPID public key's bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** A short name for this device in the member's list, e.g. "Chrome on Android". */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : m.member_push_device_unknown();
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Mac OS X/.test(userAgent) ? 'macOS' : /Windows/.test(userAgent) ? 'Windows' : /Linux/.test(userAgent) ? 'Linux' : '';
  return system ? m.member_push_device({ browser, system }) : browser;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** Reads this device's state: on only when the browser has a subscription that the server still keeps. */
export async function refreshPush(): Promise<PushState> {
  if (!supported()) return set('unsupported');
  if (Notification.permission === 'denied') return set('denied');
  try {
    const subscription = await currentSubscription();
    if (!subscription || Notification.permission !== 'granted') return set('off');
    const { data } = await listPushDevices();
    return set(data.some((d) => d.endpoint === subscription.endpoint) ? 'on' : 'off');
  } catch {
    return set('off');
  }
}

/** Asks the browser's permission (the click is the member's consent), subscribes and tells the server. */
export async function turnPushOn(): Promise<PushState> {
  if (!supported()) return set('unsupported');
  $push.set('busy');
  $pushNote.set('');
  try {
    const permission = await Notification.requestPermission();
    if (permission === 'denied') return set('denied');
    if (permission !== 'granted') {
      $pushNote.set(m.member_push_note_unanswered());
      return set('off');
    }
    const { meta } = await listPushDevices();
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    const key = keyBytes(meta.public_key);
    const sameKey = (s: PushSubscription) => {
      const current = s.options.applicationServerKey;
      return !current || new Uint8Array(current).every((b, i) => b === key[i]);
    };
    // A subscription made with another server key (the keys were replaced) cannot receive ours.
    if (subscription && !sameKey(subscription)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
    await addPushDevice({ endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth }, device: deviceName(navigator.userAgent) });
    $pushNote.set(m.member_push_note_on());
    return set('on');
  } catch (err) {
    $pushNote.set(err instanceof ApiError && err.status !== 401 ? err.message : m.member_push_note_on_failed());
    return refreshPush();
  }
}

/** Stops push here: the server forgets this device and the browser drops the subscription. */
export async function turnPushOff(): Promise<PushState> {
  if (!supported()) return set('unsupported');
  $push.set('busy');
  $pushNote.set('');
  try {
    const subscription = await currentSubscription();
    if (subscription) {
      const { data } = await listPushDevices();
      const mine = data.find((d) => d.endpoint === subscription.endpoint);
      if (mine) await removePushDevice(mine.id);
      await subscription.unsubscribe();
    }
    $pushNote.set(m.member_push_note_off());
    return set('off');
  } catch {
    $pushNote.set(m.member_push_note_off_failed());
    return refreshPush();
  }
}

function set(state: PushState): PushState {
  $push.set(state);
  return state;
}
