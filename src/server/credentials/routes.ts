// HTTP routes of the credentials domain: the issuer's profile and keys, which outside verifiers fetch,
// and the download of a badge's or certificate's Open Badges credential by its public code
// (docs/rules/credentials.md). All public: the code is the capability, as on the public pages.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { IssuerProfileSchema, JwksSchema, PublicJwkSchema } from '../../lib/schemas/credentials.ts';
import { notFound } from '../errors.ts';
import type { AppEnv } from '../http/env.ts';
import { errorResponses } from '../http/respond.ts';
import { createRoute, json, pathParam } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { badgeCredential, certificateCredential, issuerJwks, issuerKey, issuerProfile, type SignedCredential } from './service/index.ts';

const tags = ['Credentials'];
/** The issuer's documents change only when the key does: verifiers and caches may keep them an hour. */
const ISSUER_CACHE = 'public, max-age=3600';
const VC_JWT = 'application/vc+jwt';

const vcJwt = (description: string) => ({
  description,
  headers: { 'Content-Disposition': { schema: { type: 'string' as const }, description: 'attachment; filename="wellspring-….jwt"' } },
  content: { [VC_JWT]: { schema: z.string().openapi({ description: 'A compact JWS: header.payload.signature', example: 'eyJhbGciOiJFZERTQSIs….eyJAY29udGV4dCI6….c2lnbmF0dXJl' }) } },
});

const profile = createRoute({
  method: 'get', path: '/credentials/issuer', tags,
  summary: 'The issuer of our Open Badges credentials (an Open Badges 3.0 Profile)',
  description: 'The `issuer.id` of every credential we sign. Served as the bare document, without `{ data }`, for outside verifiers.',
  responses: { 200: json(IssuerProfileSchema, 'The issuer profile') },
});

const jwks = createRoute({
  method: 'get', path: '/credentials/issuer/jwks', tags,
  summary: 'The issuer\'s public keys as a JWK Set',
  description: 'Verify a credential\'s signature with the key whose `kid` is the one in the JWT header. Bare document, without `{ data }`.',
  responses: { 200: json(JwksSchema, 'The public keys') },
});

const key = createRoute({
  method: 'get', path: '/credentials/keys/{id}', tags,
  summary: 'One public key of the issuer, as a JWK: the address a credential\'s `kid` names',
  request: { params: z.object({ id: pathParam('id', 'The key\'s RFC 7638 thumbprint', 'G0szWveI16DvJSdbfpLqVvpLUIf9jPwQoZmCiW1Y', 64) }) },
  responses: { 200: json(PublicJwkSchema, 'The key'), ...errorResponses(404, 422) },
});

const badge = createRoute({
  method: 'get', path: '/badges/{code}/credential', tags,
  summary: 'Download the Open Badges 3.0 credential of a badge award (a VC-JWT)',
  description: 'By the public code of the award, as on its page /badge/{code}. The file is an OpenBadgeCredential signed with EdDSA (Ed25519); check it with the key at /v1/credentials/issuer/jwks.',
  request: { params: z.object({ code: pathParam('code', 'The award\'s public code', 'B-7K2M9QXD4HPT', 64) }) },
  responses: { 200: vcJwt('The signed credential, as a file to save'), ...errorResponses(404, 422) },
});

const certificate = createRoute({
  method: 'get', path: '/certificates/{code}/credential', tags,
  summary: 'Download the Open Badges 3.0 credential of a course certificate (a VC-JWT)',
  description: 'By the certificate code, as on its page /certificate/{code}. Signed and checked like a badge\'s credential.',
  request: { params: z.object({ code: pathParam('code', 'The certificate code', 'WS-7K2M-9QXD-4HPT', 64) }) },
  responses: { 200: vcJwt('The signed credential, as a file to save'), ...errorResponses(404, 422) },
});

function download(c: Context<AppEnv>, signed: SignedCredential) {
  return c.body(signed.jwt, 200, {
    'Content-Type': VC_JWT,
    'Content-Disposition': `attachment; filename="${signed.filename}"`,
    // Public like the page it belongs to, but it names the holder: not kept by shared caches.
    'Cache-Control': 'private, max-age=300',
  });
}

export function credentialRoutes() {
  const app = createRouter();

  app.openapi(profile, (c) => {
    c.header('Cache-Control', ISSUER_CACHE);
    return c.json(issuerProfile(c.get('deps').config.appUrl), 200);
  });

  app.openapi(jwks, async (c) => {
    c.header('Cache-Control', ISSUER_CACHE);
    return c.json(await issuerJwks(c.get('deps').config), 200);
  });

  app.openapi(key, async (c) => {
    const found = await issuerKey(c.get('deps').config, c.req.valid('param').id);
    if (!found) throw notFound('key');
    c.header('Cache-Control', ISSUER_CACHE);
    return c.json(found, 200);
  });

  app.openapi(badge, async (c) => {
    const signed = await badgeCredential(c.get('deps'), c.req.valid('param').code);
    if (!signed) throw notFound('badge award');
    return download(c, signed) as never;
  });

  app.openapi(certificate, async (c) => {
    const signed = await certificateCredential(c.get('deps'), c.req.valid('param').code);
    if (!signed) throw notFound('certificate');
    return download(c, signed) as never;
  });

  return app;
}
