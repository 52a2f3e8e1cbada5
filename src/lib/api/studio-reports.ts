// Typed client functions for the studio's reports (docs/rules/studio.md, "Reports").
import type { ActivityReport, CourseFunnel, RetentionReport, RevenueReport } from '../schemas/reports.ts';
import { api, type Item } from './client.ts';

export const getCourseFunnel = (id: number | string, query: Record<string, string>) => api.get<Item<CourseFunnel>>(`/admin/courses/${id}/funnel`, { query });

export const getRevenueReport = (query: Record<string, string>) => api.get<Item<RevenueReport>>('/admin/reports/revenue', { query });
export const getActivityReport = (query: Record<string, string>) => api.get<Item<ActivityReport>>('/admin/reports/activity', { query });
export const getRetentionReport = (query: Record<string, string>) => api.get<Item<RetentionReport>>('/admin/reports/retention', { query });
