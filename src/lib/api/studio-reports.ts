// Typed client functions for the studio's reports (docs/rules/studio.md, "Reports").
import type { CourseFunnel } from '../schemas/reports.ts';
import { api, type Item } from './client.ts';

export const getCourseFunnel = (id: number | string, query: Record<string, string>) => api.get<Item<CourseFunnel>>(`/admin/courses/${id}/funnel`, { query });
