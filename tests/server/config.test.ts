// Configuration: safe defaults, and a wrong value stops start-up naming the variable.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ws-config-'));

describe('loadConfig', () => {
  it('runs with no variables at all', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(4321);
    expect(config.appUrl).toBe('http://localhost:4321');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.mediaDir).toBe(path.join(dir, 'media'));
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('generates APP_SECRET once and keeps it', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(loadConfig({ DATA_DIR: dir }).appSecret);
    expect(fs.statSync(path.join(dir, 'app-secret')).mode & 0o077).toBe(0);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: tmp(), PORT: '', DATABASE_URL: '', PUBLIC_GTM_ID: '' });
    expect(config.port).toBe(4321);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.gtmId).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_GTM_ID', 'UA-1234'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['APP_SECRET', 'short'],
    ['SMTP_URL', 'http://mail'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('needs the Stripe key when Stripe is the provider', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});
