// Cases of the credentials domain for the generated suites (docs/testing.md, "Adding a route"). All
// public: the issuer's documents are for anyone, and a credential is reached by its public code.
import type { Case } from './registry.ts';

const publishedKeyId = async (w: Parameters<NonNullable<Case['request']>>[0]) => {
  const { keys } = await (await w.t.api('GET', '/v1/credentials/issuer/jwks')).json();
  return String(keys[0].kid).split('/').pop()!;
};

export const CREDENTIAL_CASES: Record<string, Case> = {
  'GET /v1/credentials/issuer': { access: 'public' },
  'GET /v1/credentials/issuer/jwks': { access: 'public' },
  'GET /v1/credentials/keys/{id}': { access: 'public', request: async (w) => ({ path: { id: await publishedKeyId(w) } }) },
  // The world has no badge award yet (rewards awards them): an unknown code is a 404.
  'GET /v1/badges/{code}/credential': { access: 'public', request: () => ({ path: { code: 'BNOSUCHAWARD' } }) },
  'GET /v1/certificates/{code}/credential': { access: 'public', request: (w) => ({ path: { code: w.owner.certificateCode } }) },
};
