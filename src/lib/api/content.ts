// Typed client functions for the content API that browser code calls: a static page for the
// page-view modal, and the contact form's enquiry. Public content pages render on the server.
import type { EnquiryReceipt, EnquiryRequest, Page } from '../schemas/content.ts';
import { currentLocale } from '../i18n.ts';
import { api, type Item } from './client.ts';

/** On a Spanish page it asks for the page's Spanish version (docs/rules/content.md, "Content translations"). */
export const getPage = (slug: string) => api.get<Item<Page>>(`/pages/${encodeURIComponent(slug)}${currentLocale() === 'es' ? '?lang=es' : ''}`);
export const sendEnquiry = (body: EnquiryRequest) => api.post<Item<EnquiryReceipt>>('/enquiry', body);
