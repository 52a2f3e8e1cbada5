// The push store's pure parts and its answer where the browser has no push (docs/rules/push.md,
// "Turning it on"); turning on and off in a real browser is tests/e2e/push.spec.ts.
import { describe, expect, it } from 'vitest';
import { $push, deviceName, keyBytes, refreshPush, turnPushOn } from '../../../src/islands/member/push/push-store.ts';

describe('push store', () => {
  it('names the device by browser and system', () => {
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36')).toBe('Chrome on Android');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on Windows');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge on Windows');
    expect(deviceName('curl/8')).toBe('A browser');
  });

  it('turns the VAPID key into the bytes the browser subscribes with', () => {
    const key = Buffer.alloc(65, 7);
    key[0] = 4;
    expect(Buffer.from(keyBytes(key.toString('base64url')))).toEqual(key);
  });

  it('says "unsupported" where there is no push, and asks nothing', async () => {
    expect(await refreshPush()).toBe('unsupported');
    expect(await turnPushOn()).toBe('unsupported');
    expect($push.get()).toBe('unsupported');
  });
});
