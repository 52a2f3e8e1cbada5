// Typed client functions for the accounts API (/v1/auth/...), over the one configured client.
import type {
  NewsEmails,
  Address,
  AddressRequest,
  ChangePasswordRequest,
  DataExport,
  MemberHome,
  Message,
  NotificationSettings,
  RegisterResult,
  RevokedSessions,
  Session,
  SubscriptionStatus,
  User,
  VerifyEmailResult,
} from '../schemas/accounts.ts';
import { api, type Item, type List } from './client.ts';

export type RegisterInput = { name: string; email: string; password: string; password_confirmation: string; terms: boolean; news_emails?: boolean; recaptcha_token?: string };

export const register = (input: RegisterInput) => api.post<Item<RegisterResult>>('/auth/register', input);
/**
 * Revokes `token` on the server. The caller clears the stored session first, so a token that has
 * already expired is answered 401 without opening the Session Expired dialog a second time.
 */
export const logoutOnServer = (token: string) => api.post<Item<Message>>('/auth/logout', undefined, { headers: { Authorization: `Bearer ${token}` } });
export const verifyEmail = (id: string, token: string, invite?: string | null) =>
  api.post<Item<VerifyEmailResult>>(`/auth/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(token)}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`);
export const resendVerification = (email: string) => api.post<Item<Message>>('/auth/email/resend', { email });
export const forgotPassword = (email: string) => api.post<Item<Message>>('/auth/password/forgot', { email });
export const resetPassword = (email: string, token: string, password: string, password_confirmation: string) =>
  api.post<Item<Message>>(`/auth/password/reset/${encodeURIComponent(email)}/${encodeURIComponent(token)}`, { password, password_confirmation });
export const changePassword = (input: ChangePasswordRequest) => api.post<Item<Message>>('/auth/password/change', input);

export const getProfile = () => api.get<Item<User>>('/auth/profile');
/** FormData (with an `avatar` file) goes as a POST with `_method=put`; the client does that. */
export const updateProfile = (input: FormData | { name: string; gender: 1 | 2 | null; remove_avatar?: boolean }) => api.put<Item<User>>('/auth/profile', input);

export const getMemberHome = () => api.get<Item<MemberHome>>('/auth/home');
export const getSubscriptionStatus = () => api.get<Item<SubscriptionStatus>>('/auth/subscription/status');

export const getDefaultAddress = () => api.get<Item<Address | null>>('/auth/address/default');
export const saveDefaultAddress = (input: AddressRequest) => api.put<Item<Address>>('/auth/address/default', input);
export const removeDefaultAddress = () => api.delete<Item<Message>>('/auth/address/default');

export const getNotificationSettings = () => api.get<Item<NotificationSettings>>('/auth/notification-settings');
export const saveNotificationSettings = (input: NotificationSettings) => api.put<Item<NotificationSettings>>('/auth/notification-settings', input);
export const getNewsEmails = () => api.get<Item<NewsEmails>>('/auth/news-emails');
export const setNewsEmails = (subscribed: boolean) => api.put<Item<NewsEmails>>('/auth/news-emails', { subscribed });

export const cancelAccount = (password: string) => api.post<Item<Message>>('/auth/account/cancel', { password });
export const exportData = () => api.get<DataExport>('/auth/export');

// Signed-in devices (docs/security.md, "Sessions and devices").
export const listSessions = (query: { page: number; per_page: number }) => api.get<List<Session>>('/auth/sessions', { query });
export const revokeSession = (id: number) => api.delete<Item<RevokedSessions>>(`/auth/sessions/${id}`);
export const revokeOtherSessions = () => api.post<Item<RevokedSessions>>('/auth/sessions/revoke-others');
