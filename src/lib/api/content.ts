// Typed client functions for the content API: home, pages, blog, help centre, testimonials, enquiry.
import type { BlogPost, BlogSummary, EnquiryReceipt, EnquiryRequest, HelpArticle, HelpArticleSummary, HelpCategory, HelpListQuery, Home, Page, PageSummary, Testimonial } from '../schemas/content.ts';
import { api, type Item, type List } from './client.ts';

type Paging = { page?: number; per_page?: number };

export const getHome = () => api.get<Item<Home>>('/home');
export const listPages = (query: Paging = {}) => api.get<List<PageSummary>>('/pages', { query });
export const getPage = (slug: string) => api.get<Item<Page>>(`/pages/${encodeURIComponent(slug)}`);
export const listBlogs = (query: Paging = {}) => api.get<List<BlogSummary>>('/blogs', { query });
export const getBlogPost = (id: number | string) => api.get<Item<BlogPost>>(`/blogs/${encodeURIComponent(id)}`);
export const listHelpArticles = (query: Partial<HelpListQuery> = {}) => api.get<List<HelpArticleSummary>>('/help-centers', { query });
export const getHelpCategories = () => api.get<Item<HelpCategory[]>>('/help-centers/categories');
export const getHelpArticle = (id: number) => api.get<Item<HelpArticle>>(`/help-centers/${id}`);
export const listTestimonials = (query: Paging = {}) => api.get<List<Testimonial>>('/testimonials', { query });
export const sendEnquiry = (body: EnquiryRequest) => api.post<Item<EnquiryReceipt>>('/enquiry', body);
