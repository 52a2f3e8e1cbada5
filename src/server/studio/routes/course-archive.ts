// HTTP routes of course export and import (docs/rules/studio.md, "Course export and import"): a
// course as one zip, streamed as it is written, and a zip read back as a new draft course.
import { z } from '@hono/zod-openapi';
import { ARCHIVE_LIMITS, CourseImportFormSchema, ImportReportSchema } from '../../../lib/schemas/course-archive.ts';
import { formatBytes } from '../../../lib/schemas/studio-media.ts';
import { COURSE_IMPORT_MAX_BYTES } from '../../http/body-limit.ts';
import { actorOf } from '../../http/middleware.ts';
import { multipartParts } from '../../http/multipart.ts';
import { dataOf, errorResponses } from '../../http/respond.ts';
import { auth, createRoute, idParam, json, openapiStreamed } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { exportCourse, importCourse } from '../service/index.ts';

const TAG = ['Studio: courses'];
const AUTHORS = 'Authors and administrators: a member gets 403; an author exports only the courses they own (another’s is 404).';

const exportRoute = createRoute({
  method: 'get', path: '/admin/courses/{id}/export', tags: TAG, summary: 'The course as one archive: a zip with manifest.json and its media files', ...auth,
  description: `${AUTHORS} The zip holds manifest.json (format "wellspring-course", version 1: the course, its sections, its lessons with their content, questions and settings, and a list of media files with their sha256) and media/<ref>.<ext> for every file the course uses. Streamed as it is written. Members' progress, enrolments and answers are never in it.`,
  request: { params: z.object({ id: idParam('id', 'course') }) },
  responses: {
    200: {
      description: 'The archive (Content-Disposition: attachment; filename="course-<slug>.zip")',
      headers: { 'Content-Disposition': { schema: { type: 'string' as const }, description: 'attachment; filename="course-<slug>.zip"' } },
      content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(401, 403, 404, 422),
  },
});

const importRoute = createRoute({
  method: 'post', path: '/admin/courses/import', tags: TAG, summary: 'Import a course archive as a new draft course, with a report of what was renamed and refused', ...auth,
  description: `${AUTHORS} Multipart with \`file\`, a zip exported by Wellspring (version 1), at most ${formatBytes(ARCHIVE_LIMITS.bytes)} (a larger body is a 413), ${ARCHIVE_LIMITS.entries} files, unpacking to ${formatBytes(ARCHIVE_LIMITS.unpackedBytes)}, each media file within its kind's library limit. Refused with 422 on \`file\` (manifest problems also under \`manifest.…\`): not a zip, no or invalid manifest, another format or version, an unsafe path, a file the manifest does not list or one it lists that is missing. A media file whose bytes are not what the manifest says (sniffed as an upload is), whose sha256 differs, or captions our parser refuses is left out and listed under \`refused\`. The course is created as a draft with new ids; a taken slug becomes \`-2\`, \`-3\`… (listed under \`renamed\`).`,
  bodyLimit: COURSE_IMPORT_MAX_BYTES,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: CourseImportFormSchema } } } },
  responses: { 201: json(dataOf(ImportReportSchema), 'The new draft course and the report'), ...errorResponses(401, 403, 422) },
});

export function registerCourseArchiveRoutes(app: Router) {
  app.openapi(exportRoute, async (c) => {
    const { db, storage } = c.get('deps');
    const archive = await exportCourse({ db, storage, actor: actorOf(c), id: c.req.valid('param').id });
    return new Response(archive.body, {
      status: 200,
      headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${archive.filename}"`, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
    }) as never;
  });
  // Read as it streams into storage, never held (docs/security.md, "Request bodies").
  openapiStreamed(app, importRoute, async (c) => {
    const { db, storage } = c.get('deps');
    return c.json({ data: await importCourse({ db, storage, actor: actorOf(c), parts: multipartParts(c.req.raw) }) }, 201);
  });
}
