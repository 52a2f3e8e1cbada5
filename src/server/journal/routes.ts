// HTTP routes of the private journal (docs/rules/journal.md). Every route needs a token and reads or
// writes the caller's own entries only; there is no route by which anyone else (another member, a
// mentor, an operator) reaches an entry.
import { z } from '@hono/zod-openapi';
import { JournalEntrySchema, JournalQuerySchema, LessonReflectionSchema, MoodChartSchema, SaveEntrySchema } from '../../lib/schemas/journal.ts';
import { JOURNAL_BODY_BYTES } from '../http/body-limit.ts';
import { actorOf } from '../http/middleware.ts';
import { dataOf, errorResponses, listOf } from '../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { requestNow } from '../http/test-clock.ts';
import { deleteEntry, exportMarkdown, lessonReflection, listEntries, moodChart, saveReflection } from './service/index.ts';

const TAG = ['Journal'];
const LessonParams = z.object({ id: idParam('id', 'lesson') });

const list = createRoute({
  method: 'get', path: '/auth/journal', tags: TAG, summary: 'The member’s journal entries, newest first, with search and a course filter', ...auth,
  request: { query: JournalQuerySchema },
  responses: { 200: json(listOf(JournalEntrySchema), 'A page of entries'), ...errorResponses(401, 422) },
});

const mood = createRoute({
  method: 'get', path: '/auth/journal/mood', tags: TAG, summary: 'Mood and energy over the last 60 days, as figures and a server-drawn SVG chart', ...auth,
  responses: { 200: json(dataOf(MoodChartSchema), 'The chart'), ...errorResponses(401) },
});

const exportRoute = createRoute({
  method: 'get', path: '/auth/journal/export', tags: TAG, summary: 'The whole journal as a Markdown file', ...auth,
  responses: { 200: { description: 'The journal as Markdown', content: { 'text/markdown': { schema: z.string() } } }, ...errorResponses(401) },
});

const reflection = createRoute({
  method: 'get', path: '/auth/journal/lessons/{id}', tags: TAG, summary: 'The Reflect panel of a lesson: its prompt and the member’s entry', ...auth,
  request: { params: LessonParams },
  responses: { 200: json(dataOf(LessonReflectionSchema), 'The prompt and the entry (null before the first save)'), ...errorResponses(401, 404) },
});

const save = createRoute({
  method: 'put', path: '/auth/journal/lessons/{id}', tags: TAG, summary: 'Save the member’s reflection on a lesson, with a mood and energy', ...auth,
  bodyLimit: JOURNAL_BODY_BYTES,
  description: 'A save queued offline sends its `client_save_id` (applied once) and `written_at` (at most 7 days back); an older save never overwrites a newer one.',
  request: { params: LessonParams, body: jsonBody(SaveEntrySchema) },
  responses: { 200: json(dataOf(JournalEntrySchema), 'Saved'), ...errorResponses(401, 404, 422) },
});

const remove = createRoute({
  method: 'delete', path: '/auth/journal/{id}', tags: TAG, summary: 'Delete a journal entry', ...auth,
  request: { params: z.object({ id: idParam('id', 'journal entry') }) },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
});

export function journalRoutes() {
  const app = createRouter();
  const ctx = (c: Parameters<typeof requestNow>[0]) => ({ db: c.get('deps').db, actor: actorOf(c), now: requestNow(c) });

  app.openapi(list, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listEntries({ ...ctx(c), term: q.term, courseId: q.course_id, page: q.page, perPage: q.per_page }), 200);
  });

  app.openapi(mood, async (c) => c.json({ data: await moodChart(ctx(c)) }, 200));

  app.openapi(exportRoute, async (c) => {
    const md = await exportMarkdown(ctx(c));
    return c.body(md, 200, { 'Content-Type': 'text/markdown; charset=utf-8', 'Content-Disposition': 'attachment; filename="wellspring-journal.md"' });
  });

  app.openapi(reflection, async (c) => c.json({ data: await lessonReflection({ ...ctx(c), lessonId: c.req.valid('param').id }) }, 200));

  app.openapi(save, async (c) => c.json({ data: await saveReflection({ ...ctx(c), lessonId: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));

  app.openapi(remove, async (c) => {
    await deleteEntry({ ...ctx(c), id: c.req.valid('param').id });
    return c.body(null, 204);
  });

  return app;
}
