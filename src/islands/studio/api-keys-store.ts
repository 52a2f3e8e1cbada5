// API keys in the studio (docs/rules/integrations.md, "API keys"; docs/rules/client.md, "Loading
// data"): the list, and making and revoking keys. A new key is held here only until the admin closes
// the panel that shows it: it is never shown again.
import { atom } from 'nanostores';
import type { Item } from '../../lib/api/client.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../../lib/api/studio-api-keys.ts';
import type { ApiKey, CreateApiKey, CreatedApiKey } from '../../lib/schemas/api-keys.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../stores/query.ts';
import { errorsOf, type Errors } from './form-store.ts';

export const $apiKeys = createFetcherStore<Item<ApiKey[]>>([$memberKey, 'studio/api-keys'], { fetcher: () => listApiKeys() });

/** The key just made, shown once. */
export const $newApiKey = atom<CreatedApiKey | null>(null);
export const $apiKeyForm = atom<{ busy: boolean; errors: Errors }>({ busy: false, errors: {} });

const reload = () => refreshQueries('studio/api-keys', $apiKeys);

/** Makes a key; true when made (the form then clears). A 422 puts its messages beside the fields. */
export async function makeApiKey(input: CreateApiKey): Promise<boolean> {
  $apiKeyForm.set({ busy: true, errors: {} });
  try {
    $newApiKey.set((await createApiKey(input)).data);
    $apiKeyForm.set({ busy: false, errors: {} });
    reload();
    return true;
  } catch (err) {
    const fields = errorsOf(err);
    $apiKeyForm.set({ busy: false, errors: fields ?? {} });
    if (!fields) throw err;
    return false;
  }
}

export const forgetNewApiKey = () => $newApiKey.set(null);

export async function revokeKey(id: number): Promise<void> {
  await revokeApiKey(id);
  reload();
}
