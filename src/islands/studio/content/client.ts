// Typed client for the studio's site-content routes under /v1/admin/content (docs/rules/studio.md,
// "Site content"). Imported only by the studio's content islands.
import { api, type Item, type List } from '../../../lib/api/client.ts';

export type ContentKind = 'categories' | 'bundles' | 'pages' | 'blog-posts' | 'help-categories' | 'help-articles' | 'testimonials';
type Query = Record<string, string | number | undefined>;

export const listContent = <T>(kind: ContentKind, query: Query) => api.get<List<T>>(`/admin/content/${kind}`, { query });
export const createContent = <T>(kind: ContentKind, input: Record<string, unknown>) => api.post<Item<T>>(`/admin/content/${kind}`, input);
export const updateContent = <T>(kind: ContentKind, id: number, input: Record<string, unknown>) => api.patch<Item<T>>(`/admin/content/${kind}/${id}`, input);
export const deleteContent = <T>(kind: ContentKind, id: number) => api.delete<Item<T>>(`/admin/content/${kind}/${id}`);
export const setPostPublished = <T>(id: number, published: boolean) => api.post<Item<T>>(`/admin/content/blog-posts/${id}/${published ? 'publish' : 'unpublish'}`);
