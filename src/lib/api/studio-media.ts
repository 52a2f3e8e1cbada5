// Typed client for the studio's media library (docs/rules/studio.md, "Media"). Imported only by the
// studio's islands.
import type { MediaFile, MediaKind } from '../schemas/studio-media.ts';
import { api, type Item, type List } from './client.ts';

export type MediaListQuery = { kind?: MediaKind | 'all'; page?: number; per_page?: number };

export const listMedia = (query: MediaListQuery) => api.get<List<MediaFile>>('/admin/media', { query });
/** Multipart: the server reads the file's kind from its bytes, whatever its name or type. */
export function uploadMedia(file: File, alt: string) {
  const form = new FormData();
  form.append('file', file);
  if (alt.trim()) form.append('alt', alt);
  return api.post<Item<MediaFile>>('/admin/media', form);
}
export const updateMediaAlt = (id: number, alt: string) => api.patch<Item<MediaFile>>(`/admin/media/${id}`, { alt });
export const deleteMedia = (id: number) => api.delete<Item<MediaFile>>(`/admin/media/${id}`);
