// Open Badges 3.0 credentials (docs/rules/credentials.md), checked the way an outside verifier would:
// fetch the JWKS the app publishes, verify the VC-JWT with jose, then read the credential.
import { SignJWT, createLocalJWKSet, decodeProtectedHeader, generateKeyPair, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeAwardPage } from '../../../src/server/credentials/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { awardBadge, issueCertificate } from './factories.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ seeded: false, env: { APP_URL: 'https://learn.example' } });
});
afterAll(() => t.close());

const OB3_CONTEXT = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];

async function publishedKeys(ctx = t): Promise<JSONWebKeySet> {
  const res = await ctx.api('GET', '/v1/credentials/issuer/jwks');
  expect(res.status).toBe(200);
  return res.json();
}

async function download(path: string, ctx = t) {
  const res = await ctx.api('GET', path);
  expect(res.status).toBe(200);
  return { res, jwt: await res.text() };
}

/** Verifies as an outsider: the key comes from the published JWKS, chosen by the header's kid. */
async function verify(jwt: string, ctx = t) {
  return jwtVerify(jwt, createLocalJWKSet(await publishedKeys(ctx)), { algorithms: ['EdDSA'] });
}

const tamper = (jwt: string, change: (payload: Record<string, any>) => void) => {
  const [header, payload, signature] = jwt.split('.');
  const data = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  change(data);
  return `${header}.${Buffer.from(JSON.stringify(data)).toString('base64url')}.${signature}`;
};

describe('the issuer', () => {
  it('publishes its Open Badges Profile at a stable public URL, cacheable', async () => {
    const res = await t.api('GET', '/v1/credentials/issuer');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    const profile = await res.json();
    expect(profile).toMatchObject({ '@context': OB3_CONTEXT, id: 'https://learn.example/v1/credentials/issuer', type: ['Profile'], name: 'Wellspring', url: 'https://learn.example' });
  });

  it('publishes one Ed25519 public key, never the private half, and its kid answers with it', async () => {
    const { keys } = await publishedKeys();
    expect(keys).toHaveLength(1);
    const key = keys[0]!;
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', x: t.config.credentialSigningKey.x });
    expect(key).not.toHaveProperty('d');
    expect(key.kid).toMatch(/^https:\/\/learn\.example\/v1\/credentials\/keys\/[A-Za-z0-9_-]{43}$/);
    const res = await t.api('GET', new URL(key.kid!).pathname);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(key);
  });

  it('answers 404 for a key it does not have, and 422 for a key id that cannot be one', async () => {
    expect((await t.api('GET', '/v1/credentials/keys/not-our-key')).status).toBe(404);
    expect((await t.api('GET', `/v1/credentials/keys/${'k'.repeat(65)}`)).status).toBe(422);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await (await t.api('GET', '/v1/openapi.json')).json();
    for (const p of ['/v1/credentials/issuer', '/v1/credentials/issuer/jwks', '/v1/credentials/keys/{id}', '/v1/badges/{code}/credential', '/v1/certificates/{code}/credential']) {
      expect(doc.paths[p]?.get, p).toBeDefined();
      expect(doc.paths[p].get.security, p).toEqual([]);
    }
    expect(Object.keys(doc.paths['/v1/badges/{code}/credential'].get.responses['200'].content)).toEqual(['application/vc+jwt']);
  });
});

describe('a badge award\'s credential', () => {
  it('downloads as a signed VC-JWT file that verifies against the published key', async () => {
    const { code } = await awardBadge(t, { badgeKey: 'quiz_ace', holderName: 'Ada Lovelace' });
    const { res, jwt } = await download(`/v1/badges/${code}/credential`);
    expect(res.headers.get('content-type')).toBe('application/vc+jwt');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="wellspring-badge-${code}.jwt"`);

    const header = decodeProtectedHeader(jwt);
    const { keys } = await publishedKeys();
    expect(header).toEqual({ alg: 'EdDSA', kid: keys[0]!.kid, typ: 'JWT' });

    const { payload } = await verify(jwt);
    expect(payload['@context']).toEqual(OB3_CONTEXT);
    expect(payload.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(payload.id).toBe(`https://learn.example/badge/${code}`);
    expect(payload.name).toBe('Quiz Ace');
    expect(payload.issuer).toMatchObject({ id: 'https://learn.example/v1/credentials/issuer', type: ['Profile'], name: 'Wellspring', url: 'https://learn.example' });
    // The awarded time, to the second: nbf carries no fractions and validFrom must equal it.
    expect(payload.validFrom).toBe('2026-11-02T09:30:15Z');

    const subject = payload.credentialSubject as Record<string, any>;
    expect(subject.type).toEqual(['AchievementSubject']);
    expect(subject.id).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(subject.identifier).toEqual([{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Ada Lovelace' }]);
    expect(subject.achievement).toMatchObject({
      type: ['Achievement'],
      achievementType: 'Badge',
      name: 'Quiz Ace',
      description: 'Scored 100 % on a quiz at the first attempt.',
      criteria: { narrative: 'Answer every question of a quiz correctly at your first attempt.' },
      image: { id: 'https://learn.example/badges/quiz_ace.svg', type: 'Image' },
    });
    expect(subject.achievement.id).toMatch(/^urn:uuid:/);

    // The JWT claims repeat the credential, as the Open Badges proof format requires.
    expect(payload.iss).toBe((payload.issuer as { id: string }).id);
    expect(payload.jti).toBe(payload.id);
    expect(payload.sub).toBe(subject.id);
    expect(payload.nbf).toBe(Date.parse('2026-11-02T09:30:15Z') / 1000);
    expect(payload.exp).toBeUndefined();
  });

  it('names the holder, never their e-mail', async () => {
    const { code, member } = await awardBadge(t);
    const { jwt } = await download(`/v1/badges/${code}/credential`);
    const text = Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8');
    expect(text).toContain(member.name);
    expect(text).not.toContain(member.email);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });

  it('is the same credential each time it is downloaded, and the achievement is shared by every holder', async () => {
    const a = await awardBadge(t, { badgeKey: 'explorer' });
    const b = await awardBadge(t, { badgeKey: 'explorer' });
    const first = (await download(`/v1/badges/${a.code}/credential`)).jwt;
    expect((await download(`/v1/badges/${a.code}/credential`)).jwt).toBe(first);
    const other = (await verify((await download(`/v1/badges/${b.code}/credential`)).jwt)).payload;
    const mine = (await verify(first)).payload;
    expect((other.credentialSubject as any).achievement.id).toBe((mine.credentialSubject as any).achievement.id);
    expect(other.sub).not.toBe(mine.sub);
  });

  it('fails verification when the payload is changed or another key signed it', async () => {
    const { code } = await awardBadge(t, { holderName: 'Real Holder' });
    const { jwt } = await download(`/v1/badges/${code}/credential`);
    await expect(verify(tamper(jwt, (p) => (p.credentialSubject.identifier[0].identityHash = 'Someone Else')))).rejects.toMatchObject({ code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });
    await expect(verify(tamper(jwt, (p) => (p.credentialSubject.achievement.name = 'Evergreen')))).rejects.toMatchObject({ code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });

    // A forger copies our header (same kid) and payload but signs with their own key.
    const forger = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
    const forged = await new SignJWT(payload).setProtectedHeader(decodeProtectedHeader(jwt) as { alg: string }).sign(forger.privateKey);
    await expect(verify(forged)).rejects.toMatchObject({ code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });
    await expect(verify(jwt)).resolves.toBeTruthy();
  });

  it('answers 404 for an unknown code and 422 for a code that cannot be one', async () => {
    const res = await t.api('GET', '/v1/badges/BNOSUCHCODE1/credential');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'The badge award was not found.' });
    expect((await t.api('GET', `/v1/badges/${'B'.repeat(65)}/credential`)).status).toBe(422);
  });

  it('gives the public badge page what it shows, checked against the published key', async () => {
    const { code } = await awardBadge(t, { badgeKey: 'streak_7', holderName: 'Page Holder' });
    const page = await badgeAwardPage(t.deps, code);
    expect(page).toMatchObject({ code, name: 'Week of Calm', holderName: 'Page Holder', imagePath: '/badges/streak_7.svg', valid: true, credentialPath: `/v1/badges/${code}/credential`, awardedAt: '2026-11-02T09:30:15.250Z' });
    expect(await badgeAwardPage(t.deps, 'BNOSUCHCODE1')).toBeNull();
    // What a page address can carry that no code has: looked up as nothing, never a database error.
    for (const odd of ['A\u0000B', '\u202E', 'x'.repeat(65), '']) expect(await badgeAwardPage(t.deps, odd)).toBeNull();
  });
});

describe('a course certificate\'s credential', () => {
  it('downloads as a signed VC-JWT that verifies against the published key', async () => {
    const { code, course } = await issueCertificate(t, { courseTitle: 'Gentle Evenings', holderName: 'Grace Hopper' });
    const { res, jwt } = await download(`/v1/certificates/${code}/credential`);
    expect(res.headers.get('content-type')).toBe('application/vc+jwt');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="wellspring-certificate-${code}.jwt"`);
    const { payload } = await verify(jwt);
    expect(payload).toMatchObject({
      '@context': OB3_CONTEXT,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      id: `https://learn.example/certificate/${code}`,
      jti: `https://learn.example/certificate/${code}`,
      iss: 'https://learn.example/v1/credentials/issuer',
      name: 'Gentle Evenings',
      validFrom: '2026-10-20T14:00:00Z',
      nbf: Date.parse('2026-10-20T14:00:00Z') / 1000,
    });
    const subject = payload.credentialSubject as Record<string, any>;
    expect(payload.sub).toBe(subject.id);
    expect(subject.identifier[0].identityHash).toBe('Grace Hopper');
    expect(subject.achievement).toMatchObject({
      type: ['Achievement'],
      achievementType: 'CertificateOfCompletion',
      name: 'Gentle Evenings',
      criteria: { id: `https://learn.example/course/${course.slug}`, narrative: 'Complete every lesson of the course.' },
    });
  });

  it('takes the code in any case, as the verification page does, and answers 404 for an unknown one', async () => {
    const { code } = await issueCertificate(t);
    const { jwt } = await download(`/v1/certificates/${code.toLowerCase()}/credential`);
    expect((await verify(jwt)).payload.id).toBe(`https://learn.example/certificate/${code}`);
    expect((await t.api('GET', '/v1/certificates/WS-0000-0000-0000/credential')).status).toBe(404);
    expect((await t.api('GET', '/v1/certificates/not-a-code/credential')).status).toBe(404);
  });
});
