// Typed client for the studio's "running the business" routes (docs/rules/studio.md, "Running the
// business"). Imported only by the studio's islands.
import type { DataExport } from '../schemas/accounts.ts';
import type { MemberProfile } from '../schemas/studio.ts';
import type { DiscountCreate, PlanCreate, RefundInput, RewardsRules, StudioDiscount, StudioPayment, StudioPlan, StudioSurvey, SurveyAnswer } from '../schemas/studio-business.ts';
import { api, type Item, type List } from './client.ts';

export const listPlans = () => api.get<Item<StudioPlan[]>>('/admin/plans');
export const createPlan = (input: PlanCreate) => api.post<Item<StudioPlan>>('/admin/plans', input);
export const updatePlan = (id: number, input: Partial<PlanCreate>) => api.patch<Item<StudioPlan>>(`/admin/plans/${id}`, input);
export const listDiscounts = () => api.get<Item<StudioDiscount[]>>('/admin/discounts');
export const createDiscount = (input: Partial<DiscountCreate>) => api.post<Item<StudioDiscount>>('/admin/discounts', input);
export const setDiscountActive = (id: number, active: boolean) => api.post<Item<StudioDiscount>>(`/admin/discounts/${id}/${active ? 'activate' : 'deactivate'}`);
export const setDefaultDiscount = (id: number) => api.post<Item<StudioDiscount>>(`/admin/discounts/${id}/default`);
export const clearDefaultDiscount = (id: number) => api.delete<Item<StudioDiscount>>(`/admin/discounts/${id}/default`);
export const listPayments = (query: { status?: string; page?: number; per_page?: number }) => api.get<List<StudioPayment>>('/admin/payments', { query });
export const refundPayment = (id: number, body: RefundInput = {}) => api.post<Item<StudioPayment>>(`/admin/payments/${id}/refund`, body);
export const getRewardsRules = () => api.get<Item<RewardsRules>>('/admin/rewards');
export const setPointsValue = (reason: string, points: number) => api.put<Item<RewardsRules>>(`/admin/rewards/points/${encodeURIComponent(reason)}`, { points });
export const listSurveys = () => api.get<Item<StudioSurvey[]>>('/admin/surveys');
export const listSurveyAnswers = (id: number, query: { page?: number; per_page?: number }) => api.get<List<SurveyAnswer>>(`/admin/surveys/${id}/answers`, { query });
export const changeRole = (id: number, role: 'member' | 'author' | 'admin') => api.put<Item<MemberProfile>>(`/admin/members/${id}/role`, { role });
export const deleteMember = (id: number) => api.delete<Item<MemberProfile>>(`/admin/members/${id}`);
export const exportMember = (id: number) => api.get<DataExport>(`/admin/members/${id}/export`);
