// Webhook endpoints in the studio (docs/rules/integrations.md, "Webhooks"; docs/rules/client.md,
// "Loading data"): the endpoints, adding and editing one, turning it off and on, a new secret (held
// here only until the admin closes the panel that shows it), and the delivery log of the endpoint
// opened, by status and page, with one delivery's attempts and "send again".
import { atom, computed } from 'nanostores';
import type { Item } from '../../lib/api/client.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookDelivery,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
} from '../../lib/api/studio-webhooks.ts';
import type { CreateWebhookEndpoint, WebhookDelivery, WebhookDeliveryDetail, WebhookEndpoint, WebhookSecret } from '../../lib/schemas/webhooks.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../stores/query.ts';
import { errorsOf, type Errors } from './form-store.ts';

export const DELIVERIES_PER_PAGE = 20;

export const $webhookEndpoints = createFetcherStore<Item<WebhookEndpoint[]>>([$memberKey, 'studio/webhooks'], { fetcher: () => listWebhookEndpoints() });

/** A secret just made (a new endpoint, or a rotation), shown once. */
export const $newWebhookSecret = atom<(WebhookSecret & { rotated: boolean }) | null>(null);
export const $webhookForm = atom<{ busy: boolean; errors: Errors }>({ busy: false, errors: {} });
/** The endpoint whose form is open for editing; null: the form adds a new one. */
export const $editingEndpoint = atom<WebhookEndpoint | null>(null);

const reloadEndpoints = () => refreshQueries('studio/webhooks', $webhookEndpoints);

/** Adds an endpoint, or saves the one being edited; true when saved. A 422 puts its messages beside the fields. */
export async function saveEndpoint(input: CreateWebhookEndpoint): Promise<boolean> {
  const editing = $editingEndpoint.get();
  $webhookForm.set({ busy: true, errors: {} });
  try {
    if (editing) await updateWebhookEndpoint(editing.id, input);
    else $newWebhookSecret.set({ ...(await createWebhookEndpoint(input)).data, rotated: false });
    $webhookForm.set({ busy: false, errors: {} });
    $editingEndpoint.set(null);
    reloadEndpoints();
    return true;
  } catch (err) {
    const fields = errorsOf(err);
    $webhookForm.set({ busy: false, errors: fields ?? {} });
    if (!fields) throw err;
    return false;
  }
}

export function editEndpoint(endpoint: WebhookEndpoint | null): void {
  $webhookForm.set({ busy: false, errors: {} });
  $editingEndpoint.set(endpoint);
}

export async function setEndpointEnabled(id: number, enabled: boolean): Promise<void> {
  await updateWebhookEndpoint(id, { enabled });
  reloadEndpoints();
}

export async function rotateSecret(id: number): Promise<void> {
  $newWebhookSecret.set({ ...(await rotateWebhookSecret(id)).data, rotated: true });
  reloadEndpoints();
}

export async function removeEndpoint(id: number): Promise<void> {
  await deleteWebhookEndpoint(id);
  if ($openEndpoint.get() === id) closeDeliveries();
  reloadEndpoints();
}

export const forgetNewSecret = () => $newWebhookSecret.set(null);

// The delivery log of one endpoint.
export const $openEndpoint = atom<number | null>(null);
export const $deliveryStatus = atom<'' | WebhookDelivery['status']>('');
export const $deliveryPage = atom(1);
const $deliveryQuery = computed([$openEndpoint, $deliveryStatus, $deliveryPage], (id, status, page) =>
  id === null ? null : `${id}?${new URLSearchParams({ ...(status ? { status } : {}), page: String(page), per_page: String(DELIVERIES_PER_PAGE) })}`,
);

export const $webhookDeliveries = createFetcherStore<Awaited<ReturnType<typeof listWebhookDeliveries>>>([$memberKey, 'studio/webhook-deliveries/', $deliveryQuery], {
  fetcher: (_member, _name, query) => {
    const [id, search] = String(query).split('?');
    return listWebhookDeliveries(Number(id), Object.fromEntries(new URLSearchParams(search)));
  },
});

export function openDeliveries(id: number): void {
  $deliveryStatus.set('');
  $deliveryPage.set(1);
  $openDelivery.set(null);
  $openEndpoint.set(id);
}

export function closeDeliveries(): void {
  $openEndpoint.set(null);
  $openDelivery.set(null);
}

export function filterDeliveries(status: '' | WebhookDelivery['status']): void {
  $deliveryStatus.set(status);
  $deliveryPage.set(1);
}

/** One delivery with its body and attempts, read when the admin opens it. */
export const $openDelivery = atom<{ loading: boolean; data?: WebhookDeliveryDetail; error?: unknown } | null>(null);

export async function showDelivery(deliveryId: number): Promise<void> {
  const id = $openEndpoint.get();
  if (id === null) return;
  $openDelivery.set({ loading: true });
  try {
    $openDelivery.set({ loading: false, data: (await getWebhookDelivery(id, deliveryId)).data });
  } catch (error) {
    $openDelivery.set({ loading: false, error });
  }
}

export const hideDelivery = () => $openDelivery.set(null);

/** Sends a delivery again; the log and the endpoint's counts show it queued, then its outcome. */
export async function resend(deliveryId: number): Promise<void> {
  const id = $openEndpoint.get();
  if (id === null) return;
  const { data } = await resendWebhookDelivery(id, deliveryId);
  $openDelivery.set({ loading: false, data });
  refreshQueries('studio/webhook-deliveries/', $webhookDeliveries);
  reloadEndpoints();
}
