// HTTP routes of the studio's media library (docs/rules/studio.md, "Media"): upload, list, read, alt
// text and delete under /v1/admin/media for admins and authors (the services decide who sees what),
// and the public file route /v1/media/library/{file} that serves what was uploaded.
import { z } from '@hono/zod-openapi';
import { MediaFileSchema, MediaQuerySchema, MediaUpdateSchema, MediaUploadFormSchema } from '../../../lib/schemas/studio-media.ts';
import { actorOf } from '../../http/middleware.ts';
import { dataOf, errorResponses, listOf } from '../../http/respond.ts';
import { MEDIA_UPLOAD_MAX_BYTES } from '../../http/body-limit.ts';
import { multipartParts } from '../../http/multipart.ts';
import { auth, createRoute, idParam, json, jsonBody, openapiStreamed, pathParam } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { deleteMedia, getMedia, listMedia, serveMediaFile, updateMedia, uploadMedia } from '../service/index.ts';

const TAG = ['Studio'];
const WHO = 'Administrators and authors; an author reaches only the files they uploaded (anyone else’s is a 404). A member gets 403.';
const MediaParams = z.object({ id: idParam('id', 'media file') });

const uploadRoute = createRoute({
  method: 'post', path: '/admin/media', tags: TAG, summary: 'Upload an image, audio, video, PDF or WebVTT captions file to the media library', ...auth,
  description: `${WHO} Multipart with \`file\` and optional \`alt\`. The kind is read from the file’s first bytes, never its name or declared type, and the file is counted as it arrives and refused (422) once it passes its kind’s limit: images 10 MB, PDF 20 MB, audio 50 MB, video 200 MB, captions 1 MB; a request body over 201 MB is a 413. Images are re-encoded without metadata and get WebP copies 480, 960 and 1600 px wide (never wider than the image). A WebVTT file is read by a strict parser and refused (422) with the line number of its first error; it is stored re-written with plain cue text (no markup, STYLE or REGION blocks).`,
  // The largest kind plus the form; the file is streamed to storage, never held (docs/security.md).
  bodyLimit: MEDIA_UPLOAD_MAX_BYTES,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: MediaUploadFormSchema } } } },
  responses: { 201: json(dataOf(MediaFileSchema), 'The stored file'), ...errorResponses(401, 403, 422) },
});
const listRoute = createRoute({
  method: 'get', path: '/admin/media', tags: TAG, summary: 'The media library, newest first (filter by kind)', description: WHO, ...auth,
  request: { query: MediaQuerySchema },
  responses: { 200: json(listOf(MediaFileSchema), 'A page of files'), ...errorResponses(401, 403, 422) },
});
const getRoute = createRoute({
  method: 'get', path: '/admin/media/{id}', tags: TAG, summary: 'One file of the media library', description: WHO, ...auth,
  request: { params: MediaParams },
  responses: { 200: json(dataOf(MediaFileSchema), 'The file'), ...errorResponses(401, 403, 404, 422) },
});
const updateRoute = createRoute({
  method: 'patch', path: '/admin/media/{id}', tags: TAG, summary: 'Change a file’s alternative text', description: WHO, ...auth,
  request: { params: MediaParams, body: jsonBody(MediaUpdateSchema) },
  responses: { 200: json(dataOf(MediaFileSchema), 'The file'), ...errorResponses(401, 403, 404, 422) },
});
const deleteRoute = createRoute({
  method: 'delete', path: '/admin/media/{id}', tags: TAG, summary: 'Delete a file and its copies', ...auth,
  description: `${WHO} A file whose address is used by a course, lesson, bundle, blog post, page, help article or testimonial is 409.`,
  request: { params: MediaParams },
  responses: { 200: json(dataOf(MediaFileSchema), 'The file, deleted'), ...errorResponses(401, 403, 404, 409) },
});

const binary = { schema: z.string().openapi({ format: 'binary' }) };
const FILE_CONTENT = { 'image/*': binary, 'audio/*': binary, 'video/*': binary, 'application/pdf': binary, 'text/vtt': binary };
const fileRoute = createRoute({
  method: 'get', path: '/media/library/{file}', tags: TAG, summary: 'A media library file (public, cacheable for ever; HTTP Range supported)',
  description: 'The address a library file’s `url` or a variant’s `url` gives. Answers 206 with Content-Range for a Range request and 416 for an unsatisfiable one.',
  request: { params: z.object({ file: pathParam('file', 'The file name', '3f9a0c1e7b2d4a6c8e0f1a2b-w480.webp', 80) }) },
  responses: {
    200: { description: 'The whole file', content: FILE_CONTENT },
    206: { description: 'The requested byte range', content: FILE_CONTENT },
    ...errorResponses(404, 416, 422),
  },
});

export function registerMediaRoutes(app: Router) {
  const ctx = (c: Parameters<typeof actorOf>[0]) => ({ db: c.get('deps').db, actor: actorOf(c) });

  // Read as it streams: a validator would hold the whole body first (docs/security.md, "Request bodies").
  openapiStreamed(app, uploadRoute, async (c) => c.json({ data: await uploadMedia({ ...ctx(c), storage: c.get('deps').storage, parts: multipartParts(c.req.raw) }) }, 201));
  app.openapi(listRoute, async (c) => c.json(await listMedia({ ...ctx(c), query: c.req.valid('query') }), 200));
  app.openapi(getRoute, async (c) => c.json({ data: await getMedia({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(updateRoute, async (c) => c.json({ data: await updateMedia({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(deleteRoute, async (c) => c.json({ data: await deleteMedia({ ...ctx(c), storage: c.get('deps').storage, id: c.req.valid('param').id }) }, 200));
  app.openapi(fileRoute, async (c) => {
    const { db, storage } = c.get('deps');
    return (await serveMediaFile({ db, storage, file: c.req.valid('param').file, range: c.req.header('range') })) as never;
  });

}
