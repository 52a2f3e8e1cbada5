// The VAPID keys of Web Push (docs/rules/push.md, "Keys"): generated into DATA_DIR once and kept like
// the signing key, or taken from the configuration, where a wrong or half pair stops start-up.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, newVapidKeys } from '../../../src/server/config.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ws-vapid-'));

describe('VAPID keys', () => {
  it('are generated into DATA_DIR once, private to the owner, and the same on the next start', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).vapid;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe('mailto:support@wellspring.example');
    expect(fs.statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).vapid).toEqual(first);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, with VAPID_SUBJECT', () => {
    const dir = tmp();
    const keys = newVapidKeys();
    const vapid = loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'https://wellspring.example/contact' }).vapid;
    expect(vapid).toEqual({ ...keys, subject: 'https://wellspring.example/contact' });
    expect(fs.existsSync(path.join(dir, 'vapid-keys.json'))).toBe(false);
  });

  it('stop start-up on half a pair, a pair that does not belong together, or a broken file', () => {
    const a = newVapidKeys();
    const b = newVapidKeys();
    expect(() => loadConfig({ DATA_DIR: tmp(), VAPID_PUBLIC_KEY: a.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), VAPID_PUBLIC_KEY: a.publicKey, VAPID_PRIVATE_KEY: b.privateKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ DATA_DIR: tmp(), VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT/);
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'vapid-keys.json'), '{"publicKey":"x"}');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/vapid-keys\.json/);
  });
});
