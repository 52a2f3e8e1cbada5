// Typed client functions for the operators' studio under /v1/admin (docs/rules/studio.md). Imported
// only by the studio's islands, so none of it reaches public or member pages.
import type { AuditEntry, Enquiry, MemberProfile, MemberSummary, Overview } from '../schemas/studio.ts';
import { api, type Item, type List } from './client.ts';

export const getOverview = () => api.get<Item<Overview>>('/admin/overview');
export const searchMembers = (query: { q?: string; page?: number; per_page?: number }) => api.get<List<MemberSummary>>('/admin/members', { query });
export const getMember = (id: number) => api.get<Item<MemberProfile>>(`/admin/members/${id}`);
export const suspendMember = (id: number) => api.post<Item<MemberProfile>>(`/admin/members/${id}/suspend`);
export const restoreMember = (id: number) => api.post<Item<MemberProfile>>(`/admin/members/${id}/restore`);
/** Withdraws (false) or gives back (true) a member's mentor rights (docs/rules/studio.md, "Mentor rights"). */
export const setMentorRights = (id: number, allowed: boolean) => api.put<Item<MemberProfile>>(`/admin/members/${id}/mentor-rights`, { allowed });
export const sendPasswordReset = (id: number) => api.post<{ message: string }>(`/admin/members/${id}/password-reset`);
export const listEnquiries = (query: { status?: 'open' | 'handled' | 'all'; page?: number; per_page?: number }) => api.get<List<Enquiry>>('/admin/enquiries', { query });
export const markEnquiryHandled = (id: number) => api.post<Item<Enquiry>>(`/admin/enquiries/${id}/handled`);
export const replyToEnquiry = (id: number, message: string) => api.post<Item<Enquiry>>(`/admin/enquiries/${id}/reply`, { message });
export const listAudit = (query: Record<string, string | number>) => api.get<List<AuditEntry>>('/admin/audit', { query });
/** Enrols the member by hand, or unenrols them (docs/rules/studio.md, "Manual enrolment"). */
export const enrolByHand = (id: number, courseId: number) => api.post<Item<MemberProfile>>(`/admin/members/${id}/enrolments`, { course_id: courseId });
export const unenrolByHand = (id: number, courseId: number) => api.delete<Item<MemberProfile>>(`/admin/members/${id}/enrolments/${courseId}`);
