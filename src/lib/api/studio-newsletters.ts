// Typed client functions for newsletters in the studio (docs/rules/integrations.md, "Newsletters").
import type { Newsletter, NewsletterInput, SendNewsletter } from '../schemas/newsletters.ts';
import { api, type Item, type List } from './client.ts';

export const listNewsletters = (query: { page?: number; per_page?: number } = {}) => api.get<List<Newsletter>>('/admin/newsletters', { query });
export const createNewsletter = (body: NewsletterInput) => api.post<Item<Newsletter>>('/admin/newsletters', body);
export const updateNewsletter = (id: number, body: NewsletterInput) => api.put<Item<Newsletter>>(`/admin/newsletters/${id}`, body);
export const deleteNewsletter = (id: number) => api.delete<Item<Newsletter>>(`/admin/newsletters/${id}`);
export const testNewsletter = (id: number) => api.post<Item<{ message: string }>>(`/admin/newsletters/${id}/test`);
export const sendNewsletter = (id: number, body: SendNewsletter) => api.post<Item<Newsletter>>(`/admin/newsletters/${id}/send`, body);
export const cancelNewsletter = (id: number) => api.post<Item<Newsletter>>(`/admin/newsletters/${id}/cancel`);
