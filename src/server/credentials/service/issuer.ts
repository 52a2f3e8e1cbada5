// The issuer of every credential (docs/rules/credentials.md): its Open Badges Profile, the public half
// of the signing key as a JWK, and the private key ready for jose. Everything here follows from the
// configuration, so every instance that shares the key publishes the same profile and key.
import type { JWK } from 'jose';
import type { Config } from '../../config.ts';
import { lazyModule } from '../../shared/lazy-module.ts';

export const ISSUER_NAME = 'Wellspring';
export const SIGNING_ALG = 'EdDSA';

/** Where outside verifiers find us; each a stable public URL of this deployment. */
export const issuerUrls = (appUrl: string) => ({
  profile: `${appUrl}/v1/credentials/issuer`,
  jwks: `${appUrl}/v1/credentials/issuer/jwks`,
  key: (thumbprint: string) => `${appUrl}/v1/credentials/keys/${thumbprint}`,
});

export type PublicJwk = { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: typeof SIGNING_ALG; use: 'sig' };

export type IssuerProfile = {
  '@context': string[];
  id: string;
  type: ['Profile'];
  name: string;
  url: string;
  description: string;
  image: { id: string; type: 'Image'; caption: string };
};

/** The profile as it appears inside each credential (no @context: the credential carries it). */
export type EmbeddedProfile = Omit<IssuerProfile, '@context' | 'description'>;

export const OB3_CONTEXT = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];

export function embeddedProfile(appUrl: string): EmbeddedProfile {
  return { id: issuerUrls(appUrl).profile, type: ['Profile'], name: ISSUER_NAME, url: appUrl, image: { id: `${appUrl}/favicon.svg`, type: 'Image', caption: 'Wellspring' } };
}

export function issuerProfile(appUrl: string): IssuerProfile {
  const { id, type, name, url, image } = embeddedProfile(appUrl);
  return { '@context': OB3_CONTEXT, id, type, name, url, description: 'Wellspring, an online learning platform, awards these badges and course certificates.', image };
}

// The kid is a URL that answers with this JWK (the Open Badges proof format asks for a dereferenceable
// kid); computing it hashes the key, so it is worked out once per configuration.
const publicKeys = new WeakMap<Config, Promise<PublicJwk[]>>();
const privateKeys = new WeakMap<Config, Promise<CryptoKey | Uint8Array>>();

/** jose is loaded at the first credential or key request, not at start-up (docs/performance.md, "Start-up"). */
export const loadJose = lazyModule(() => import('jose'));

async function toPublicJwk(appUrl: string, x: string): Promise<PublicJwk> {
  const { calculateJwkThumbprint } = await loadJose();
  const thumbprint = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x }, 'sha256');
  return { kty: 'OKP', crv: 'Ed25519', x, kid: issuerUrls(appUrl).key(thumbprint), alg: SIGNING_ALG, use: 'sig' };
}

/** Every published key: the signing key first, then retired ones (docs/rules/credentials.md, rotation). */
function publishedKeys(config: Config): Promise<PublicJwk[]> {
  let found = publicKeys.get(config);
  if (!found) {
    const xs = [config.credentialSigningKey.x, ...config.credentialRetiredKeys.map((k) => k.x).filter((x) => x !== config.credentialSigningKey.x)];
    found = Promise.all([...new Set(xs)].map((x) => toPublicJwk(config.appUrl, x)));
    publicKeys.set(config, found);
  }
  return found;
}

/** The public half of the key that signs now. */
export async function publicJwk(config: Config): Promise<PublicJwk> {
  return (await publishedKeys(config))[0]!;
}

export function privateKey(config: Config): Promise<CryptoKey | Uint8Array> {
  let found = privateKeys.get(config);
  if (!found) {
    found = loadJose().then(({ importJWK }) => importJWK(config.credentialSigningKey as JWK, SIGNING_ALG));
    privateKeys.set(config, found);
  }
  return found;
}

/** The published key set: the signing key and any retired ones. */
export async function issuerJwks(config: Config): Promise<{ keys: PublicJwk[] }> {
  return { keys: await publishedKeys(config) };
}

/** One published key by the last segment of its kid, or null. */
export async function issuerKey(config: Config, thumbprint: string): Promise<PublicJwk | null> {
  const kid = issuerUrls(config.appUrl).key(thumbprint);
  return (await publishedKeys(config)).find((k) => k.kid === kid) ?? null;
}
