// The one place that reads process.env. Every variable has a safe default so `npm start` needs none;
// a wrong value stops start-up with a message naming the variable and how to fix it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalString = z.string().trim().min(1).optional().catch(undefined);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Wellspring <hello@wellspring.example>'),
  SUPPORT_EMAIL: z.email().default('support@wellspring.example'),
  PUBLIC_GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
    .optional(),
  PUBLIC_SUPPORT_PHONE: z.string().min(3).default('+1 (800) 555-0134'),
  PUBLIC_RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  MEDIA_DIR: z.string().min(1).optional(),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The private Ed25519 JWK that signs Open Badges credentials (docs/rules/credentials.md). */
  CREDENTIAL_SIGNING_KEY: z.string().optional(),
  /** Public keys of former signing keys, still published so older downloads keep verifying. */
  CREDENTIAL_RETIRED_KEYS: z.string().optional(),
  /** Web Push VAPID keys (docs/rules/push.md): both or neither; without them a pair is kept in DATA_DIR. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services may contact about our pushes: a mailto: or https: URL; mailto:SUPPORT_EMAIL when unset. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /** The seller printed on every invoice (docs/rules/billing.md). */
  BILLING_SELLER_NAME: z.string().trim().min(1).max(200).default('Wellspring Learning Ltd'),
  /** The seller's postal address, lines separated by "|". */
  BILLING_SELLER_ADDRESS: z.string().trim().min(1).max(500).default('1 Example Street|London|EC1A 1AA|United Kingdom'),
  BILLING_SELLER_TAX_ID: optionalString,
  /** The seller's country (ISO 3166-1 alpha-2): a business buyer elsewhere in the EU/UK with a VAT number is reverse-charged. */
  BILLING_SELLER_COUNTRY: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. GB')
    .default('GB'),
  /** The address printed for billing questions; SUPPORT_EMAIL when unset. */
  BILLING_SELLER_EMAIL: z.email().optional().catch(undefined),
  /** Letters before every invoice number, e.g. WS-2026-000001. */
  INVOICE_NUMBER_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,10}$/, 'must be 1 to 10 capital letters or digits')
    .default('WS'),
  /** Tax rates by the buyer's country, percent, prices include them: "GB=20,DE=19". Zero elsewhere. */
  BILLING_TAX_RATES: z.string().trim().default(''),
  /** Days after a failed renewal on which it is tried again, e.g. "1,3,5" (docs/rules/billing.md, "Failed renewals"). */
  BILLING_RETRY_DAYS: z.string().trim().default('1,3,5'),
  /** Days a member keeps access after a failed renewal; the last retry day when unset. */
  BILLING_GRACE_DAYS: z.string().trim().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Multiplies every rate limit; tests and benchmarks raise it. */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /** The in-memory cache of anonymous public reads (docs/performance.md); 'off' to compare. */
  RESPONSE_CACHE: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  MEMORY_RELEASE: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  /** The embedded database in a worker thread of its own (docs/performance.md); 'off' runs it in the server's thread, to compare. */
  PGLITE_WORKER: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  PGLITE_TX_WAIT: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  /** 'astro' sends /v1 through Astro's handler as before the direct route (docs/performance.md), to compare. */
  API_ROUTE: z.enum(['direct', 'astro'], { message: 'must be direct or astro' }).default('direct'),
  /** Behind our own load balancer: take the client's address from X-Forwarded-For (docs/deploy.md). */
  TRUST_PROXY: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  /** Newsletter e-mails sent per minute, in batches of this many a minute (docs/rules/integrations.md, "Sending"). */
  NEWSLETTER_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Lets webhooks reach loopback and private addresses: tests, or a receiver on the same host (docs/rules/integrations.md). */
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  /** The end-to-end configuration only: a request's X-Test-Now header sets its "now" (docs/rules/practices.md, "Test clock"). */
  WELLSPRING_TEST_CLOCK: z.enum(['0', '1'], { message: 'must be 0 or 1' }).default('0'),
  /** On SIGTERM, how long requests in flight may take before the server closes them (docs/deploy.md). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Object storage instead of MEDIA_DIR when set (docs/deploy.md, "Object storage"). */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional().catch(undefined),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*[A-Za-z0-9]$/, 'must be a folder name without a leading or trailing slash')
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  gtmId: string | undefined;
  supportPhone: string;
  recaptchaSiteKey: string | undefined;
  recaptchaSecret: string | undefined;
  paymentProvider: 'sandbox' | 'stripe';
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  mediaDir: string;
  /** Where uploaded and lesson files live: MEDIA_DIR, or a bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  appSecret: string;
  /** Signs every Open Badges credential; the same on every instance (docs/rules/credentials.md). */
  credentialSigningKey: Ed25519PrivateJwk;
  /** Former signing keys (public halves only): published, never used to sign. */
  credentialRetiredKeys: Ed25519PublicJwk[];
  /** Signs every Web Push request; the same on every instance, or browsers' subscriptions stop working (docs/rules/push.md). */
  vapid: VapidConfig;
  /** The seller on invoices and the tax rates by country (docs/rules/billing.md). */
  billing: BillingConfig;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  rateLimitFactor: number;
  responseCache: boolean;
  /** Give the heap's pooled pages back to the system when the server goes quiet (src/server/shared/memory-release.ts). */
  memoryRelease: boolean;
  /** PGlite runs in a worker thread, off the thread that answers requests (src/server/db/pglite-worker-client.ts). */
  pgliteWorker: boolean;
  /** The server's thread waits for the worker's answers inside a transaction (PGLITE_TX_WAIT; docs/performance.md). */
  pgliteTxWait: boolean;
  /** /v1 through Astro's handler instead of straight to the API app. */
  apiThroughAstro: boolean;
  shutdownDrainMs: number;
  trustProxy: boolean;
  newsletterRatePerMinute: number;
  /** Webhooks may go to loopback and private addresses (never in production by default). */
  webhooksAllowInner: boolean;
  /**
   * Push endpoints may be http on this host and reach inner addresses: outside production, or with
   * WEBHOOKS_ALLOW_PRIVATE_ADDRESSES (the end-to-end tests' local push service; docs/rules/push.md).
   */
  pushAllowLocal: boolean;
  /** X-Test-Now moves a request's "now" (end-to-end tests only; docs/rules/practices.md, "Test clock"). */
  testClock: boolean;
};

export class ConfigError extends Error {}

/** VAPID (RFC 8292): a P-256 key pair in base64url (public: the 65-byte uncompressed point, private: 32 bytes). */
export type VapidConfig = { publicKey: string; privateKey: string; subject: string };

export type StorageConfig =
  | { kind: 'folder'; dir: string }
  | { kind: 's3'; bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean; prefix?: string };

export type BillingConfig = {
  sellerName: string;
  sellerAddress: string[];
  sellerTaxId: string | undefined;
  /** ISO 3166-1 alpha-2 (docs/rules/billing.md, "Reverse charge"). */
  sellerCountry: string;
  sellerEmail: string;
  invoicePrefix: string;
  /** Basis points (1/100 of a percent) by ISO 3166-1 alpha-2 country; absent means zero. */
  taxRates: Record<string, number>;
  /** Days after the first failed renewal on which it is retried, increasing (BILLING_RETRY_DAYS). */
  retryDays: number[];
  /** Days after the first failed renewal the member keeps access, at least the last retry day (BILLING_GRACE_DAYS). */
  graceDays: number;
};

const RETRY_DAYS_SHAPE = 'must be whole days after the failed renewal, increasing, separated by commas, e.g. 1,3,5 (1 to 10 retries, each day 1 to 60)';

/** "1,3,5" → [1, 3, 5]; null unless 1 to 10 whole days from 1 to 60, each later than the one before. */
export function parseRetryDays(text: string): number[] | null {
  const days = text.split(',').map((d) => d.trim());
  if (days.length < 1 || days.length > 10 || days.some((d) => !/^\d{1,2}$/.test(d))) return null;
  const numbers = days.map(Number);
  if (numbers.some((d, i) => d < 1 || d > 60 || (i > 0 && d <= numbers[i - 1]!))) return null;
  return numbers;
}

/** The retry days and the grace period, checked together: a retry after access ended would be pointless. */
function renewalRetriesFrom(retryText: string, graceText: string | undefined): { retryDays: number[]; graceDays: number } {
  const retryDays = parseRetryDays(retryText);
  if (!retryDays) throw new ConfigError(`Invalid configuration:\n  BILLING_RETRY_DAYS: ${RETRY_DAYS_SHAPE}`);
  const last = retryDays[retryDays.length - 1]!;
  if (graceText === undefined || graceText === '') return { retryDays, graceDays: last };
  const graceDays = /^\d{1,2}$/.test(graceText) ? Number(graceText) : NaN;
  if (!(graceDays >= last && graceDays <= 90)) {
    throw new ConfigError(`Invalid configuration:\n  BILLING_GRACE_DAYS: must be whole days from the last retry day of BILLING_RETRY_DAYS (${last}) to 90, or unset to end with the last retry`);
  }
  return { retryDays, graceDays };
}

const TAX_RATES_SHAPE = 'must be country=percent pairs separated by commas, e.g. GB=20,DE=19 (0 to 100, at most two decimals)';

/** "GB=20,DE=19.5" → { GB: 2000, DE: 1950 } in basis points; null when malformed. */
export function parseTaxRates(text: string): Record<string, number> | null {
  const rates: Record<string, number> = {};
  if (!text) return rates;
  for (const part of text.split(',')) {
    const m = /^\s*([A-Za-z]{2})\s*=\s*(\d{1,3}(?:\.\d{1,2})?)\s*$/.exec(part);
    if (!m) return null;
    const basisPoints = Math.round(Number(m[2]) * 100);
    if (basisPoints > 10_000) return null;
    rates[m[1]!.toUpperCase()] = basisPoints;
  }
  return rates;
}

/** A private Ed25519 key as a JWK (RFC 8037): `x` is the public half, `d` the private one. */
export type Ed25519PrivateJwk = { kty: 'OKP'; crv: 'Ed25519'; x: string; d: string };
export type Ed25519PublicJwk = { kty: 'OKP'; crv: 'Ed25519'; x: string };

const KEY_FILE = 'credential-signing-key.json';
const KEY_SHAPE = 'must be a private Ed25519 JWK: {"kty":"OKP","crv":"Ed25519","x":"…","d":"…"} (npm run credentials:key prints one)';

/** The JWK if `text` is a private Ed25519 JWK whose `x` really is the public half of `d`, else null. */
function parseSigningKey(text: string): Ed25519PrivateJwk | null {
  try {
    const jwk = JSON.parse(text) as Record<string, unknown>;
    if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.d !== 'string' || typeof jwk.x !== 'string') return null;
    const key = { kty: 'OKP', crv: 'Ed25519', x: jwk.x, d: jwk.d } as const;
    const derived = crypto.createPublicKey(crypto.createPrivateKey({ key, format: 'jwk' })).export({ format: 'jwk' });
    return derived.x === key.x ? key : null;
  } catch {
    return null;
  }
}

/** A JSON array of public Ed25519 JWKs, each a real key; null when it is not one. */
function parseRetiredKeys(text: string): Ed25519PublicJwk[] | null {
  try {
    const list = JSON.parse(text) as unknown;
    if (!Array.isArray(list)) return null;
    const keys = list.map((jwk: Record<string, unknown>) => {
      if (jwk?.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string' || 'd' in jwk) throw new Error('not a public Ed25519 JWK');
      const key = { kty: 'OKP', crv: 'Ed25519', x: jwk.x } as const;
      crypto.createPublicKey({ key, format: 'jwk' });
      return key;
    });
    return keys;
  } catch {
    return null;
  }
}

export function newSigningKey(): Ed25519PrivateJwk {
  const jwk = crypto.generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  return { kty: 'OKP', crv: 'Ed25519', x: jwk.x!, d: jwk.d! };
}

/**
 * The signing key kept in DATA_DIR, created on first start. Two instances starting together on one
 * DATA_DIR must end with the same key: each writes a complete file under its own name, then links it
 * into place, which fails for all but the first; everyone then reads back the one that won.
 */
function readOrCreateSigningKey(dataDir: string): Ed25519PrivateJwk {
  const file = path.join(dataDir, KEY_FILE);
  const key = parseSigningKey(readOrCreateFile(file, () => JSON.stringify(newSigningKey())));
  if (!key) throw new ConfigError(`Invalid configuration:\n  ${file}: ${KEY_SHAPE}\nRestore the file from a backup, or set CREDENTIAL_SIGNING_KEY.`);
  return key;
}

/**
 * The file's text, creating it with `make()` when absent. Instances starting together on one empty
 * DATA_DIR must end with the same value: each writes a complete file under its own name, then links
 * it into place, which fails for all but the first; everyone then reads back the one that won (never
 * a half-written file).
 */
function readOrCreateFile(file: string, make: () => string): string {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const draft = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    fs.writeFileSync(draft, make(), { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8');
}

/** Empty strings count as unset, so `FOO=` in a .env file means "use the default". */
function cleanEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

const VAPID_FILE = 'vapid-keys.json';
const VAPID_SHAPE = 'must be a P-256 key pair in base64url: the public key is 65 bytes (87 characters), the private key 32 bytes (43 characters), and they must belong together';

export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  // The private key is a number, and Node drops its leading zero bytes (one key in 256 starts with
  // one): VAPID wants exactly 32 bytes, so it is padded back on the left.
  const privateKey = Buffer.alloc(32);
  ecdh.getPrivateKey().copy(privateKey, 32 - ecdh.getPrivateKey().length);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}

/** The pair if the private key really yields the public one, else null. */
function checkVapidKeys(publicKey: unknown, privateKey: unknown): { publicKey: string; privateKey: string } | null {
  if (typeof publicKey !== 'string' || typeof privateKey !== 'string') return null;
  try {
    const priv = Buffer.from(privateKey, 'base64url');
    if (priv.length !== 32) return null;
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    return ecdh.getPublicKey().toString('base64url') === publicKey ? { publicKey, privateKey } : null;
  } catch {
    return null;
  }
}

/** From VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or the pair kept in DATA_DIR (created on first start, like the signing key). */
function vapidFrom(e: z.infer<typeof EnvSchema>, dataDir: string): VapidConfig {
  const subject = e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`;
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    const keys = checkVapidKeys(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY);
    if (!keys) throw new ConfigError(`Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both; they ${VAPID_SHAPE}`);
    return { ...keys, subject };
  }
  const file = path.join(dataDir, VAPID_FILE);
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(readOrCreateFile(file, () => JSON.stringify(newVapidKeys()))) as Record<string, unknown>;
  } catch {
    // An unreadable file is reported just below, like a wrong pair.
  }
  const keys = checkVapidKeys(stored.publicKey, stored.privateKey);
  if (!keys) throw new ConfigError(`Invalid configuration:\n  ${file}: ${VAPID_SHAPE}\nRestore the file from a backup, or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.`);
  return { ...keys, subject };
}

function readOrCreateSecret(dataDir: string): string {
  return readOrCreateFile(path.join(dataDir, 'app-secret'), () => crypto.randomBytes(48).toString('base64url')).trim();
}

function billingFrom(e: z.infer<typeof EnvSchema>): BillingConfig {
  const taxRates = parseTaxRates(e.BILLING_TAX_RATES);
  if (!taxRates) throw new ConfigError(`Invalid configuration:\n  BILLING_TAX_RATES: ${TAX_RATES_SHAPE}`);
  return {
    sellerName: e.BILLING_SELLER_NAME,
    sellerAddress: e.BILLING_SELLER_ADDRESS.split('|').map((l) => l.trim()).filter(Boolean),
    sellerTaxId: e.BILLING_SELLER_TAX_ID,
    sellerCountry: e.BILLING_SELLER_COUNTRY,
    sellerEmail: e.BILLING_SELLER_EMAIL ?? e.SUPPORT_EMAIL,
    invoicePrefix: e.INVOICE_NUMBER_PREFIX,
    taxRates,
    ...renewalRetriesFrom(e.BILLING_RETRY_DAYS, e.BILLING_GRACE_DAYS),
  };
}

/**
 * The billing part of the configuration alone, for code that runs inside another domain's
 * transaction without the deps at hand (issueInvoice called by commerce).
 */
export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  const parsed = EnvSchema.safeParse(cleanEnv(env));
  if (!parsed.success) return loadConfig(env).billing;
  return billingFrom(parsed.data);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(cleanEnv(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nFix these variables (see .env.example) and start again.`);
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe');
  }
  if (e.RECAPTCHA_SECRET && !e.PUBLIC_RECAPTCHA_SITE_KEY) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_RECAPTCHA_SITE_KEY: required when RECAPTCHA_SECRET is set');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the machine\'s own credentials');
  }
  const billing = billingFrom(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const mediaDir = path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media'));
  let credentialSigningKey: Ed25519PrivateJwk;
  if (e.CREDENTIAL_SIGNING_KEY) {
    const key = parseSigningKey(e.CREDENTIAL_SIGNING_KEY);
    if (!key) throw new ConfigError(`Invalid configuration:\n  CREDENTIAL_SIGNING_KEY: ${KEY_SHAPE}`);
    credentialSigningKey = key;
  } else {
    credentialSigningKey = readOrCreateSigningKey(dataDir);
  }
  const credentialRetiredKeys = e.CREDENTIAL_RETIRED_KEYS ? parseRetiredKeys(e.CREDENTIAL_RETIRED_KEYS) : [];
  if (!credentialRetiredKeys) {
    throw new ConfigError('Invalid configuration:\n  CREDENTIAL_RETIRED_KEYS: must be a JSON array of public Ed25519 JWKs: [{"kty":"OKP","crv":"Ed25519","x":"…"}] (no "d")');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    gtmId: e.PUBLIC_GTM_ID,
    supportPhone: e.PUBLIC_SUPPORT_PHONE,
    recaptchaSiteKey: e.PUBLIC_RECAPTCHA_SITE_KEY,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    paymentProvider: e.PAYMENT_PROVIDER,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    mediaDir,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          prefix: e.S3_PREFIX,
        }
      : { kind: 'folder', dir: mediaDir },
    appSecret: e.APP_SECRET ?? readOrCreateSecret(dataDir),
    credentialSigningKey,
    credentialRetiredKeys,
    vapid: vapidFrom(e, dataDir),
    billing,
    logLevel: e.LOG_LEVEL,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    responseCache: e.RESPONSE_CACHE === 'on',
    memoryRelease: e.MEMORY_RELEASE === 'on',
    pgliteWorker: e.PGLITE_WORKER === 'on',
    pgliteTxWait: e.PGLITE_TX_WAIT === 'on',
    apiThroughAstro: e.API_ROUTE === 'astro',
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    trustProxy: e.TRUST_PROXY === 'true',
    webhooksAllowInner: e.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES === 'true',
    pushAllowLocal: e.NODE_ENV !== 'production' || e.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES === 'true',
    newsletterRatePerMinute: e.NEWSLETTER_RATE_PER_MINUTE,
    testClock: e.WELLSPRING_TEST_CLOCK === '1',
  };
}
