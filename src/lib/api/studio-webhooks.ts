// Typed client functions for webhook endpoints in the studio (docs/rules/integrations.md, "Webhooks").
import type { CreateWebhookEndpoint, UpdateWebhookEndpoint, WebhookDelivery, WebhookDeliveryDetail, WebhookEndpoint, WebhookSecret } from '../schemas/webhooks.ts';
import { api, type Item, type List } from './client.ts';

export const listWebhookEndpoints = () => api.get<Item<WebhookEndpoint[]>>('/admin/webhooks');
export const createWebhookEndpoint = (body: CreateWebhookEndpoint) => api.post<Item<WebhookSecret>>('/admin/webhooks', body);
export const updateWebhookEndpoint = (id: number, body: UpdateWebhookEndpoint) => api.patch<Item<WebhookEndpoint>>(`/admin/webhooks/${id}`, body);
export const deleteWebhookEndpoint = (id: number) => api.delete<Item<WebhookEndpoint>>(`/admin/webhooks/${id}`);
export const rotateWebhookSecret = (id: number) => api.post<Item<WebhookSecret>>(`/admin/webhooks/${id}/rotate-secret`);
export const listWebhookDeliveries = (id: number, query: Record<string, string>) => api.get<List<WebhookDelivery>>(`/admin/webhooks/${id}/deliveries`, { query });
export const getWebhookDelivery = (id: number, deliveryId: number) => api.get<Item<WebhookDeliveryDetail>>(`/admin/webhooks/${id}/deliveries/${deliveryId}`);
export const resendWebhookDelivery = (id: number, deliveryId: number) => api.post<Item<WebhookDeliveryDetail>>(`/admin/webhooks/${id}/deliveries/${deliveryId}/resend`);
