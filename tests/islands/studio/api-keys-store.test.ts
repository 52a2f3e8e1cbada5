// The API keys store against the real API (docs/rules/integrations.md, "API keys"): a key without a
// scope is refused beside the field; a good one is held once for the panel and the list reloads with
// it; revoking reloads the list with the key revoked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $apiKeyForm, $apiKeys, $newApiKey, forgetNewApiKey, makeApiKey, revokeKey } from '../../../src/islands/studio/api-keys-store.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';

let ctx: TestContext;
let restoreFetch: () => void;

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  await signInAs(ctx, await ctx.member({ role: 'admin' }));
});

afterAll(async () => {
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('api keys store', () => {
  it('refuses a key without a scope, makes one, shows it once, and revokes it', async () => {
    const list = watch($apiKeys);
    expect((await list.until(answered)).data!.data).toEqual([]);
    expect(await makeApiKey({ name: 'Sync', scopes: [], expires_in_days: 30 })).toBe(false);
    expect($apiKeyForm.get()).toEqual({ busy: false, errors: { scopes: ['Choose at least one scope.'] } });
    expect(await makeApiKey({ name: 'Sync', scopes: ['members:read'], expires_in_days: 30 })).toBe(true);
    const made = $newApiKey.get()!;
    expect(made.key).toMatch(/^wsk_/);
    const listed = await list.until((v) => answered(v) && (v.data?.data.length ?? 0) === 1);
    expect(listed.data!.data[0]).toMatchObject({ id: made.id, status: 'active' });
    expect(JSON.stringify(listed.data)).not.toContain(made.key);
    forgetNewApiKey();
    expect($newApiKey.get()).toBeNull();
    await revokeKey(made.id);
    const after = await list.until((v) => answered(v) && v.data?.data[0]?.status === 'revoked');
    expect(after.data!.data[0]!.revoked_at).not.toBeNull();
    list.stop();
  });
});
