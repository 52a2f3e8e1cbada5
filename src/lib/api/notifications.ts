// Typed client functions for the notification API (/v1/auth/notifications...).
import type { Notification, NotificationListMeta, PushDevice, PushSubscriptionRequest, ReadAllResult, StreamTicket } from '../schemas/notifications.ts';
import { api, type Item } from './client.ts';

export type NotificationList = { data: Notification[]; meta: NotificationListMeta };

export const listNotifications = (query: { page?: number; per_page?: number } = {}) => api.get<NotificationList>('/auth/notifications', { query });
export const markNotificationRead = (id: number) => api.post<Item<Notification>>(`/auth/notifications/${id}/read`);
export const markAllNotificationsRead = () => api.post<Item<ReadAllResult>>('/auth/notifications/read-all');
/** Asked for in the background by the header on every page: a 401 is the caller's to handle, without the dialog. */
export const getStreamTicket = () => api.post<Item<StreamTicket>>('/auth/notifications/stream-ticket', undefined, { background: true });

/** The member's devices with push on, and the server's VAPID key to subscribe with (docs/rules/push.md). */
export type PushDeviceList = { data: PushDevice[]; meta: { public_key: string; max_devices: number } };
export const listPushDevices = () => api.get<PushDeviceList>('/auth/push-subscriptions');
export const addPushDevice = (input: PushSubscriptionRequest) => api.post<Item<PushDevice>>('/auth/push-subscriptions', input);
export const removePushDevice = (id: number) => api.delete<void>(`/auth/push-subscriptions/${id}`);
