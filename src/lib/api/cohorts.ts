// Typed client functions for cohorts (docs/rules/cohorts.md): the members' routes (upcoming cohorts,
// join, leave, the member list) and the studio's (open, change, delete, members placed by hand).
import type { Cohort, CohortInput, CohortRoster, CohortUpdate, StudioCohortMember } from '../schemas/cohorts.ts';
import { api, type Item } from './client.ts';

export const joinCohort = (id: number) => api.post<Item<Cohort>>(`/auth/cohorts/${id}/join`);
export const leaveCohort = (id: number) => api.delete<Item<Cohort>>(`/auth/cohorts/${id}/join`);
export const getCohortRoster = (id: number | string) => api.get<Item<CohortRoster>>(`/auth/cohorts/${id}/members`);

export const listStudioCohorts = (courseId: number | string) => api.get<Item<Cohort[]>>(`/admin/courses/${courseId}/cohorts`);
export const createStudioCohort = (courseId: number | string, body: CohortInput) => api.post<Item<Cohort>>(`/admin/courses/${courseId}/cohorts`, body);
export const updateStudioCohort = (id: number, body: CohortUpdate) => api.patch<Item<Cohort>>(`/admin/cohorts/${id}`, body);
export const deleteStudioCohort = (id: number) => api.delete<Item<Cohort>>(`/admin/cohorts/${id}`);
export const listStudioCohortMembers = (id: number) => api.get<Item<StudioCohortMember[]>>(`/admin/cohorts/${id}/members`);
export const placeStudioCohortMember = (id: number, email: string) => api.post<Item<StudioCohortMember[]>>(`/admin/cohorts/${id}/members`, { email });
export const removeStudioCohortMember = (id: number, userId: number) => api.delete<Item<StudioCohortMember[]>>(`/admin/cohorts/${id}/members/${userId}`);
