// Typed client for the Spanish versions of content in the studio (docs/rules/content.md, "Content
// translations"): a course's, a lesson's, a help article's, a blog post's and a page's, each under
// its item as /spanish.
import { api } from './client.ts';

/** Where an item's Spanish version lives under /v1. */
export type SpanishVersionPath =
  | `/admin/courses/${number}/spanish`
  | `/admin/lessons/${number}/spanish`
  | `/admin/content/${'help-articles' | 'blog-posts' | 'pages'}/${number}/spanish`;

export type SpanishVersion = Record<string, unknown>;

/** The Spanish version, or null when the item has none yet. */
export const getSpanishVersion = (path: SpanishVersionPath) => api.get<{ data: SpanishVersion | null }>(path);
export const saveSpanishVersion = (path: SpanishVersionPath, body: Record<string, string>) => api.put<{ data: SpanishVersion }>(path, body);
export const deleteSpanishVersion = (path: SpanishVersionPath) => api.delete(path);
