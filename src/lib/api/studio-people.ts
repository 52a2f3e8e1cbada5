// Typed client functions for importing people (docs/rules/studio.md, "Importing people").
import type { PeopleImport, PeopleImportPreview } from '../schemas/people-import.ts';
import { api, type Item } from './client.ts';

export const previewPeopleImport = (csv: string) => api.post<Item<PeopleImportPreview>>('/admin/imports/people', { csv });
export const runPeopleImport = (id: number) => api.post<Item<PeopleImport>>(`/admin/imports/people/${id}/run`);
export const getPeopleImport = (id: number) => api.get<Item<PeopleImport>>(`/admin/imports/people/${id}`);
