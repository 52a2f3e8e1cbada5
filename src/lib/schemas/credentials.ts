// The API contract of the credentials domain (docs/rules/credentials.md): the issuer's Open Badges
// Profile and its public keys. Both are standard documents that outside verifiers fetch by URL, so
// they are served as they are, without the `{ data }` envelope of our own answers.
import { z } from '@hono/zod-openapi';

const ImageSchema = z.object({ id: z.url(), type: z.literal('Image'), caption: z.string() });

export const IssuerProfileSchema = z
  .object({
    '@context': z.array(z.url()).openapi({ example: ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'] }),
    id: z.url().openapi({ description: 'This document\'s own address: the `issuer.id` of every credential', example: 'https://wellspring.example/v1/credentials/issuer' }),
    type: z.array(z.literal('Profile')),
    name: z.string(),
    url: z.url(),
    description: z.string(),
    image: ImageSchema,
  })
  .openapi('IssuerProfile', { description: 'The Open Badges 3.0 Profile of the issuer' });

export const PublicJwkSchema = z
  .object({
    kty: z.literal('OKP'),
    crv: z.literal('Ed25519'),
    x: z.string().openapi({ description: 'The public key, base64url' }),
    kid: z.url().openapi({ description: 'The `kid` of the JWT header of credentials signed with this key; this address answers with the key' }),
    alg: z.literal('EdDSA'),
    use: z.literal('sig'),
  })
  .openapi('PublicJwk', { description: 'A public Ed25519 key as a JWK (RFC 8037)' });

export const JwksSchema = z.object({ keys: z.array(PublicJwkSchema) }).openapi('Jwks', { description: 'A JWK Set (RFC 7517) of the issuer\'s public keys' });
