// Typed client functions for the content API that browser code calls: a static page for the
// page-view modal, and the contact form's enquiry. Public content pages render on the server.
import type { EnquiryReceipt, EnquiryRequest, Page } from '../schemas/content.ts';
import { api, type Item } from './client.ts';

export const getPage = (slug: string) => api.get<Item<Page>>(`/pages/${encodeURIComponent(slug)}`);
export const sendEnquiry = (body: EnquiryRequest) => api.post<Item<EnquiryReceipt>>('/enquiry', body);
