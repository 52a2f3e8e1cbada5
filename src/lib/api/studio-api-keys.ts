// Typed client functions for API keys in the studio (docs/rules/integrations.md, "API keys").
import type { ApiKey, CreateApiKey, CreatedApiKey } from '../schemas/api-keys.ts';
import { api, type Item } from './client.ts';

export const listApiKeys = () => api.get<Item<ApiKey[]>>('/admin/api-keys');
export const createApiKey = (body: CreateApiKey) => api.post<Item<CreatedApiKey>>('/admin/api-keys', body);
export const revokeApiKey = (id: number) => api.delete<Item<ApiKey>>(`/admin/api-keys/${id}`);
