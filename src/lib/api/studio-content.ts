// Typed client for the studio's site-content routes under /v1/admin/content (docs/rules/studio.md,
// "Site content"). Imported only by the studio's content islands. Every kind answers the same
// shapes, so one function per verb serves them all, typed by the kind it is given.
import type {
  BlogPostCreate,
  BlogPostUpdate,
  BundleCreate,
  BundleUpdate,
  CategoryCreate,
  CategoryUpdate,
  HelpArticleCreate,
  HelpArticleUpdate,
  HelpCategoryCreate,
  HelpCategoryUpdate,
  PageCreate,
  PageUpdate,
  StudioBlogPost,
  StudioBundle,
  StudioCategory,
  StudioHelpArticle,
  StudioHelpCategory,
  StudioPage,
  StudioTestimonial,
  TestimonialCreate,
  TestimonialUpdate,
} from '../schemas/studio-content.ts';
import { api, type Item, type List } from './client.ts';

/** Each content kind with its item, what creates one and what changes one. */
export type ContentKinds = {
  categories: { item: StudioCategory; create: CategoryCreate; update: CategoryUpdate };
  bundles: { item: StudioBundle; create: BundleCreate; update: BundleUpdate };
  pages: { item: StudioPage; create: PageCreate; update: PageUpdate };
  'blog-posts': { item: StudioBlogPost; create: BlogPostCreate; update: BlogPostUpdate };
  'help-categories': { item: StudioHelpCategory; create: HelpCategoryCreate; update: HelpCategoryUpdate };
  'help-articles': { item: StudioHelpArticle; create: HelpArticleCreate; update: HelpArticleUpdate };
  testimonials: { item: StudioTestimonial; create: TestimonialCreate; update: TestimonialUpdate };
};
export type ContentKind = keyof ContentKinds;
export type ContentItem<K extends ContentKind> = ContentKinds[K]['item'];
export type ContentListQuery = Record<string, string | number | undefined> & { page?: number; per_page?: number };
/**
 * What a studio form sends: the kind's fields, each as the editor typed it. The server validates
 * every value (a 422 names the field), so a value that is not a number is sent to be refused.
 */
export type ContentInput<K extends ContentKind, Verb extends 'create' | 'update'> = { [F in keyof ContentKinds[K][Verb]]?: unknown };

export const listContent = <K extends ContentKind>(kind: K, query: ContentListQuery) => api.get<List<ContentItem<K>>>(`/admin/content/${kind}`, { query });
export const createContent = <K extends ContentKind>(kind: K, input: ContentInput<K, 'create'>) => api.post<Item<ContentItem<K>>>(`/admin/content/${kind}`, input);
export const updateContent = <K extends ContentKind>(kind: K, id: number, input: ContentInput<K, 'update'>) => api.patch<Item<ContentItem<K>>>(`/admin/content/${kind}/${id}`, input);
export const deleteContent = <K extends ContentKind>(kind: K, id: number) => api.delete<Item<ContentItem<K>>>(`/admin/content/${kind}/${id}`);
export const setPostPublished = (id: number, published: boolean) => api.post<Item<StudioBlogPost>>(`/admin/content/blog-posts/${id}/${published ? 'publish' : 'unpublish'}`);
