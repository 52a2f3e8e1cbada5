// The signing key (docs/rules/credentials.md): generated into DATA_DIR once and then the same for every
// instance on that folder, also when instances start at the same moment; or given by
// CREDENTIAL_SIGNING_KEY, checked at start-up with a message that names the variable.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, newSigningKey } from '../../../src/server/config.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { awardBadge } from './factories.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellspring-key-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

// Tests that open app instances of their own get more than the default 30 s: each copies a database.
const jwksOf = async (t: TestContext): Promise<JSONWebKeySet> => (await t.api('GET', '/v1/credentials/issuer/jwks')).json();

describe('a key kept in DATA_DIR', () => {
  it('is created on first start and kept: a credential from one instance verifies with the other\'s published key', async () => {
    const shared = tempDir();
    const a = await createTestContext({ seeded: false, env: { DATA_DIR: shared } });
    const b = await createTestContext({ seeded: false, env: { DATA_DIR: shared } });
    try {
      const file = path.join(shared, 'credential-signing-key.json');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(a.config.credentialSigningKey);
      expect(b.config.credentialSigningKey).toEqual(a.config.credentialSigningKey);
      expect(fs.readdirSync(shared).filter((f) => f.endsWith('.tmp'))).toEqual([]);

      const { code } = await awardBadge(a);
      const jwt = await (await a.api('GET', `/v1/badges/${code}/credential`)).text();
      const { payload } = await jwtVerify(jwt, createLocalJWKSet(await jwksOf(b)));
      expect(payload.jti).toMatch(new RegExp(`/badge/${code}$`));
    } finally {
      await a.close();
      await b.close();
    }
  }, 90_000);

  // APP_SECRET is given so that only the signing key is created here.
  it('is one key when several instances start together on an empty DATA_DIR', async () => {
    const shared = tempDir();
    const configModule = path.resolve('src/server/config.ts');
    const script = `const { loadConfig } = await import(${JSON.stringify(configModule)}); process.stdout.write(loadConfig({ DATA_DIR: process.argv[1], APP_SECRET: 'x'.repeat(32) }).credentialSigningKey.x);`;
    const run = promisify(execFile);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => run(process.execPath, ['--input-type=module', '-e', script, shared], { cwd: process.cwd() })),
    );
    const keys = new Set(results.map((r) => r.stdout));
    expect(keys.size).toBe(1);
    expect(JSON.parse(fs.readFileSync(path.join(shared, 'credential-signing-key.json'), 'utf8')).x).toBe([...keys][0]);
    expect(fs.readdirSync(shared).sort()).toEqual(['credential-signing-key.json', 'vapid-keys.json']);
  }, 60_000);

  // The app secret is made the same way (src/server/config.ts, readOrCreateFile).
  it('is one app secret when several instances start together on an empty DATA_DIR', async () => {
    const shared = tempDir();
    const configModule = path.resolve('src/server/config.ts');
    const script = `const { loadConfig } = await import(${JSON.stringify(configModule)}); process.stdout.write(loadConfig({ DATA_DIR: process.argv[1] }).appSecret);`;
    const run = promisify(execFile);
    const results = await Promise.all(Array.from({ length: 4 }, () => run(process.execPath, ['--input-type=module', '-e', script, shared], { cwd: process.cwd() })));
    const secrets = new Set(results.map((r) => r.stdout));
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).toHaveLength(64);
    expect(fs.readFileSync(path.join(shared, 'app-secret'), 'utf8')).toBe([...secrets][0]);
    expect(fs.readdirSync(shared).sort()).toEqual(['app-secret', 'credential-signing-key.json', 'vapid-keys.json']);
  }, 60_000);

  it('stops start-up naming the file when the file is damaged', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'credential-signing-key.json'), '{"kty":"OKP"');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/credential-signing-key\.json: must be a private Ed25519 JWK/);
  });
});

describe('a key given by CREDENTIAL_SIGNING_KEY', () => {
  it('signs and is published, and nothing is written to DATA_DIR', async () => {
    const key = newSigningKey();
    const dir = tempDir();
    const t = await createTestContext({ seeded: false, env: { DATA_DIR: dir, CREDENTIAL_SIGNING_KEY: JSON.stringify(key) } });
    try {
      const { keys } = await jwksOf(t);
      expect(keys.map((k) => k.x)).toEqual([key.x]);
      expect(fs.existsSync(path.join(dir, 'credential-signing-key.json'))).toBe(false);
      const { code } = await awardBadge(t);
      const jwt = await (await t.api('GET', `/v1/badges/${code}/credential`)).text();
      await expect(jwtVerify(jwt, createLocalJWKSet({ keys }))).resolves.toBeTruthy();
    } finally {
      await t.close();
    }
  }, 60_000);

  it('stops start-up with a message naming the variable, without echoing the secret', () => {
    const dir = tempDir();
    const good = newSigningKey();
    const other = newSigningKey();
    const bad = [
      'not json',
      JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x: good.x }), // public half only
      JSON.stringify({ kty: 'EC', crv: 'P-256', x: good.x, d: good.d }),
      JSON.stringify({ ...good, x: other.x }), // a public half that is not this key's
    ];
    for (const value of bad) {
      let error: unknown;
      try {
        loadConfig({ DATA_DIR: dir, CREDENTIAL_SIGNING_KEY: value });
      } catch (err) {
        error = err;
      }
      expect(error, value).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/CREDENTIAL_SIGNING_KEY: must be a private Ed25519 JWK/);
      expect((error as Error).message).not.toContain(good.d);
    }
  });
});

describe('changing the key', () => {
  it('keeps credentials signed with a retired key verifiable while new ones use the new key', async () => {
    const old = newSigningKey();
    const next = newSigningKey();
    const before = await createTestContext({ seeded: false, env: { CREDENTIAL_SIGNING_KEY: JSON.stringify(old) } });
    const after = await createTestContext({
      seeded: false,
      env: { CREDENTIAL_SIGNING_KEY: JSON.stringify(next), CREDENTIAL_RETIRED_KEYS: JSON.stringify([{ kty: 'OKP', crv: 'Ed25519', x: old.x }]) },
    });
    try {
      const { code } = await awardBadge(before);
      const oldJwt = await (await before.api('GET', `/v1/badges/${code}/credential`)).text();
      const { keys } = await jwksOf(after);
      expect(keys.map((k) => k.x)).toEqual([next.x, old.x]);
      await expect(jwtVerify(oldJwt, createLocalJWKSet({ keys }))).resolves.toBeTruthy();
      // Every published kid answers with its key.
      for (const key of keys) expect(await (await after.api('GET', new URL(key.kid!).pathname)).json()).toEqual(key);

      const again = await awardBadge(after);
      const newJwt = await (await after.api('GET', `/v1/badges/${again.code}/credential`)).text();
      const { protectedHeader } = await jwtVerify(newJwt, createLocalJWKSet({ keys }));
      expect(protectedHeader.kid).toBe(keys[0]!.kid);
    } finally {
      await before.close();
      await after.close();
    }
  }, 90_000);

  it('refuses retired keys that are not public Ed25519 JWKs, naming the variable', () => {
    const dir = tempDir();
    const key = newSigningKey();
    for (const value of ['{}', JSON.stringify([key]), JSON.stringify([{ kty: 'OKP', crv: 'X25519', x: key.x }]), '[{"kty":"OKP","crv":"Ed25519","x":"short"}]']) {
      expect(() => loadConfig({ DATA_DIR: dir, CREDENTIAL_RETIRED_KEYS: value }), value).toThrow(/CREDENTIAL_RETIRED_KEYS: must be a JSON array of public Ed25519 JWKs/);
    }
  });
});
