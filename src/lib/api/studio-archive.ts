// Typed client for course export and import (docs/rules/studio.md, "Course export and import").
// Imported only by the studio's islands.
import type { ImportReport } from '../schemas/course-archive.ts';
import { api, type Item } from './client.ts';

/** The course's archive; the shared client's options are typed for JSON, ofetch honours 'blob' at run time. */
export const exportCourseArchive = (id: number) => api.get<Blob>(`/admin/courses/${id}/export`, { responseType: 'blob' as 'json', headers: { Accept: 'application/zip' } });

/** Multipart: the server checks the archive, stores its files and answers the report. */
export function importCourseArchive(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<Item<ImportReport>>('/admin/courses/import', form);
}
