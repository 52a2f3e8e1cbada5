// Builds an OpenBadgeCredential (Open Badges 3.0 on the VC Data Model 2.0) and signs it as a VC-JWT
// with the issuer's Ed25519 key, the way docs/rules/credentials.md describes: the JWT payload is the
// credential itself plus the claims iss, jti, sub and nbf that repeat issuer.id, id,
// credentialSubject.id and validFrom. No exp: our credentials do not expire.
import { createHash } from 'node:crypto';
import type { Config } from '../../config.ts';
import { OB3_CONTEXT, SIGNING_ALG, embeddedProfile, loadJose, privateKey, publicJwk, type EmbeddedProfile } from './issuer.ts';

export type AchievementType = 'Badge' | 'CertificateOfCompletion';

export type OpenBadgeCredential = {
  '@context': string[];
  id: string;
  type: ['VerifiableCredential', 'OpenBadgeCredential'];
  name: string;
  description: string;
  issuer: EmbeddedProfile;
  validFrom: string;
  credentialSubject: {
    id: string;
    type: ['AchievementSubject'];
    identifier: Array<{ type: 'IdentityObject'; identityType: 'name'; hashed: false; identityHash: string }>;
    achievement: {
      id: string;
      type: ['Achievement'];
      achievementType: AchievementType;
      name: string;
      description: string;
      criteria: { id?: string; narrative: string };
      image?: { id: string; type: 'Image'; caption: string };
      creator: EmbeddedProfile;
    };
  };
  credentialSchema: Array<{ id: string; type: '1EdTechJsonSchemaValidator2019' }>;
};

export type SignedCredential = { jwt: string; credential: OpenBadgeCredential; filename: string };

const URL_NAMESPACE = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';
const SCHEMA = 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json';

/**
 * A name-based UUID (RFC 9562 version 5) as a urn:uuid. The same name always gives the same id, so a
 * credential downloaded twice is the same credential, and nothing in it is a database id or e-mail.
 */
export function nameUuid(name: string): string {
  const ns = Buffer.from(URL_NAMESPACE.replaceAll('-', ''), 'hex');
  const bytes = createHash('sha1').update(ns).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whole seconds: the JWT's nbf has no fractions, and validFrom must equal it. */
const wholeSeconds = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

export type CredentialFacts = {
  /** The public page of this award; also the credential's id. */
  pageUrl: string;
  /** A stable name of the achievement (badge key, course id) within this deployment. */
  achievementKey: string;
  achievementType: AchievementType;
  name: string;
  description: string;
  criteria: { url?: string; narrative: string };
  imageUrl?: string;
  holderName: string;
  validFrom: Date;
};

export function buildCredential(appUrl: string, facts: CredentialFacts): OpenBadgeCredential {
  const issuer = embeddedProfile(appUrl);
  const achievement: OpenBadgeCredential['credentialSubject']['achievement'] = {
    id: nameUuid(`${appUrl}/achievements/${facts.achievementKey}`),
    type: ['Achievement'],
    achievementType: facts.achievementType,
    name: facts.name,
    description: facts.description,
    criteria: facts.criteria.url ? { id: facts.criteria.url, narrative: facts.criteria.narrative } : { narrative: facts.criteria.narrative },
    creator: issuer,
  };
  if (facts.imageUrl) achievement.image = { id: facts.imageUrl, type: 'Image', caption: facts.name };
  return {
    '@context': OB3_CONTEXT,
    id: facts.pageUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: facts.name,
    description: facts.description,
    issuer,
    validFrom: wholeSeconds(facts.validFrom).toISOString().replace('.000Z', 'Z'),
    credentialSubject: {
      // One id per credential, not per member: two credentials of one holder cannot be linked by it.
      id: nameUuid(`${facts.pageUrl}#holder`),
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: facts.holderName }],
      achievement,
    },
    credentialSchema: [{ id: SCHEMA, type: '1EdTechJsonSchemaValidator2019' }],
  };
}

export async function signCredential(config: Config, credential: OpenBadgeCredential): Promise<string> {
  const { kid } = await publicJwk(config);
  const { SignJWT } = await loadJose();
  return new SignJWT({ ...credential })
    .setProtectedHeader({ alg: SIGNING_ALG, kid, typ: 'JWT' })
    .setIssuer(credential.issuer.id)
    .setJti(credential.id)
    .setSubject(credential.credentialSubject.id)
    .setNotBefore(Math.floor(Date.parse(credential.validFrom) / 1000))
    .sign(await privateKey(config));
}

/**
 * Checks a VC-JWT as an outside verifier would, against the key we publish: the signature, and that
 * iss, jti, sub and nbf agree with the credential. True only when all hold.
 */
export async function verifiesAgainstPublishedKey(config: Config, jwt: string): Promise<boolean> {
  try {
    const key = await publicJwk(config);
    const { jwtVerify } = await loadJose();
    const { payload } = await jwtVerify(jwt, key, { algorithms: [SIGNING_ALG] });
    const vc = payload as unknown as OpenBadgeCredential & { iss: string; jti: string; sub: string; nbf: number };
    return vc.iss === vc.issuer?.id && vc.jti === vc.id && vc.sub === vc.credentialSubject?.id && vc.nbf * 1000 === Date.parse(vc.validFrom);
  } catch {
    return false;
  }
}
