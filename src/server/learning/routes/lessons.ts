// The lesson player's HTTP routes: the enrolled course (/courses/enrolled/{id} with lastRead, the five
// saves addressed by enrolment, and media streaming), then one lesson (/courses/{courseId}/{id}) with
// the five saves addressed by course and lesson. Registered in that order: /courses/enrolled/{id}
// must be matched before /courses/{courseId}/{id} would take "enrolled" for a course id.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { text, wholeNumberString } from '../../../lib/schemas/input.ts';
import { TASK_FILE_MAX_BYTES } from '../../../lib/schemas/learning-limits.ts';
import {
  ChecklistSaveSchema,
  EnrolledChecklistSaveSchema,
  EnrolledCourseSchema,
  EnrolledFinishRequestSchema,
  EnrolledQuizSubmitSchema,
  EnrolledSurveySaveSchema,
  EnrolledTaskFormSchema,
  EnrolledTaskSaveSchema,
  FinishRequestSchema,
  LastReadRequestSchema,
  LastReadSchema,
  LessonSchema,
  ContentLangQuerySchema,
  QuizSubmitSchema,
  SaveResultSchema,
  SurveySaveSchema,
  TaskFormSchema,
  TaskSaveSchema,
  type SaveResult,
} from '../../../lib/schemas/learning.ts';
import { DEFAULT_BODY_BYTES, RICH_TEXT_BODY_BYTES, uploadBodyBytes } from '../../http/body-limit.ts';
import type { AppEnv } from '../../http/env.ts';
import { actorOf, requireAuth } from '../../http/middleware.ts';
import { limitRate } from '../../http/rate-limits.ts';
import { dataOf, errorResponses } from '../../http/respond.ts';
import { createRoute, idParam, json, jsonBody, pathParam } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { validationError } from '../../http/validation.ts';
import { requestNow } from '../../http/test-clock.ts';
import {
  changedOnlyTheWork,
  finishLesson,
  getEnrolledCourse,
  getLastRead,
  getLesson,
  saveChecklist,
  saveSurvey,
  saveTask,
  setLastRead,
  streamLessonMedia,
  submitQuiz,
  type SaveTarget,
} from '../service/index.ts';

type C = Context<AppEnv>;


const EnrolmentParams = z.object({ id: idParam('id', 'enrolment') });
const LessonParams = z.object({ courseId: idParam('courseId', 'course'), id: idParam('id', 'lesson') });
const tags = ['Learning'];
const security = [{ bearer: [] }];

const limitSaves = (c: C) => limitRate(c, 'lesson-save', actorOf(c).id);

/** A save's answer; a save that kept only the work leaves the member's kept reads standing (src/server/app.ts). */
function answerSave(c: C, data: SaveResult) {
  if (changedOnlyTheWork(data)) c.set('memberCopiesUnchanged', true);
  return c.json({ data }, 200);
}

// 403: the lesson's drip schedule has not opened it yet (docs/rules/learning-progress.md, "Drip").
const saveResponses = { 200: json(dataOf(SaveResultSchema), 'The saved state, progress and (for a quiz) the graded result'), ...errorResponses(401, 403, 404, 422, 429) };

const SAVE_SUMMARIES = {
  finish: 'Finish a lesson (a reading is marked done; other kinds must be completed by their own save first)',
  checklist: 'Save the ticked checklist items; the lesson completes when every item is ticked',
  quiz: 'Submit quiz answers: graded on the server, recorded as an attempt, answered with feedback; passing completes the lesson',
  survey: 'Save survey answers as a draft (`submit: false`) or submit them (required questions answered)',
  task: 'Save a task answer as a draft or submit it, optionally with a file (multipart: pdf, png, jpeg, txt, docx up to 10 MB)',
} as const;

type JsonKind = 'finish' | 'checklist' | 'quiz' | 'survey';

/** Runs the service verb of one JSON save kind for the given target. */
function runJsonSave(c: C, kind: JsonKind, target: SaveTarget, input: Record<string, unknown>): Promise<SaveResult> {
  const common = { db: c.get('deps').db, actor: actorOf(c), target, clientSaveId: input.client_save_id as string | undefined, finishedAt: finishedAtOf(input.finished_at), now: requestNow(c) };
  switch (kind) {
    case 'finish':
      return finishLesson(common);
    case 'checklist':
      return saveChecklist({ ...common, checkedIds: input.checked_ids as number[] });
    case 'quiz':
      return submitQuiz({ ...common, answers: input.answers as Record<string, string[]>, random: c.get('deps').random });
    case 'survey':
      return saveSurvey({ ...common, answers: input.answers as Record<string, string | number>, submit: input.submit as boolean });
  }
}

/** The time an offline save says the member finished, when it sent one. */
const finishedAtOf = (value: unknown): Date | undefined => (typeof value === 'string' ? new Date(value) : undefined);

async function runTaskSave(c: C, target: SaveTarget, input: { answer: string; submit: boolean; client_save_id?: string | undefined; finished_at?: string | undefined; file?: unknown }): Promise<SaveResult> {
  const { db, storage } = c.get('deps');
  if (input.file) await limitRate(c, 'task-upload', actorOf(c).id);
  return saveTask({ db, storage, actor: actorOf(c), target, clientSaveId: input.client_save_id, finishedAt: finishedAtOf(input.finished_at), now: requestNow(c), answer: input.answer, submit: input.submit, file: input.file });
}

const isMultipart = (c: C) => (c.req.header('content-type') ?? '').startsWith('multipart/form-data');

/**
 * A task body may be JSON or multipart. The route declares both as optional, because a required
 * body makes the JSON validator run on multipart requests too; so an empty body is checked here.
 */
function taskInput<T extends z.ZodType>(c: C, jsonSchema: T, form: unknown, json: unknown): z.infer<T> {
  if (isMultipart(c)) return form as z.infer<T>;
  const parsed = jsonSchema.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error as never);
  return parsed.data;
}

/**
 * Body limits of the saves (docs/security.md, "Request bodies"): a survey holds up to 50 written
 * answers of 5,000 characters; the others hold ids and choices; a task may carry a file.
 */
const SAVE_BODY_LIMITS: Record<JsonKind, number> = { finish: DEFAULT_BODY_BYTES, checklist: DEFAULT_BODY_BYTES, quiz: DEFAULT_BODY_BYTES, survey: RICH_TEXT_BODY_BYTES };
const TASK_BODY_BYTES = uploadBodyBytes(TASK_FILE_MAX_BYTES);

function registerEnrolmentSaves(app: Router) {
  const schemas = { finish: EnrolledFinishRequestSchema, checklist: EnrolledChecklistSaveSchema, quiz: EnrolledQuizSubmitSchema, survey: EnrolledSurveySaveSchema } as const;
  for (const kind of Object.keys(schemas) as JsonKind[]) {
    const route = createRoute({
      method: 'post', path: `/courses/enrolled/{id}/${kind}`, tags, security, middleware: requireAuth,
      bodyLimit: SAVE_BODY_LIMITS[kind],
      summary: `${SAVE_SUMMARIES[kind]} (addressed by enrolment, with lesson_id in the body)`,
      request: { params: EnrolmentParams, body: jsonBody(schemas[kind]) },
      responses: saveResponses,
    });
    app.openapi(route, async (c) => {
      await limitSaves(c);
      const input = c.req.valid('json') as Record<string, unknown> & { lesson_id: number };
      const data = await runJsonSave(c, kind, { enrolmentId: c.req.valid('param').id, lessonId: input.lesson_id }, input);
      return answerSave(c, data);
    });
  }
  const task = createRoute({
    method: 'post', path: '/courses/enrolled/{id}/task', tags, security, middleware: requireAuth, bodyLimit: TASK_BODY_BYTES,
    summary: `${SAVE_SUMMARIES.task} (addressed by enrolment, with lesson_id in the body)`,
    request: { params: EnrolmentParams, body: { required: false, content: { 'application/json': { schema: EnrolledTaskSaveSchema }, 'multipart/form-data': { schema: EnrolledTaskFormSchema } } } },
    responses: saveResponses,
  });
  app.openapi(task, async (c) => {
    await limitSaves(c);
    const input = taskInput(c, EnrolledTaskSaveSchema, c.req.valid('form'), c.req.valid('json'));
    const data = await runTaskSave(c, { enrolmentId: c.req.valid('param').id, lessonId: input.lesson_id }, input);
    return answerSave(c, data);
  });
}

function registerLessonSaves(app: Router) {
  const schemas = { finish: FinishRequestSchema, checklist: ChecklistSaveSchema, quiz: QuizSubmitSchema, survey: SurveySaveSchema } as const;
  for (const kind of Object.keys(schemas) as JsonKind[]) {
    const route = createRoute({
      method: 'post', path: `/courses/{courseId}/{id}/${kind}`, tags, security, middleware: requireAuth,
      bodyLimit: SAVE_BODY_LIMITS[kind],
      summary: SAVE_SUMMARIES[kind],
      // /finish may be sent without a body.
      request: { params: LessonParams, body: { required: kind !== 'finish', content: { 'application/json': { schema: schemas[kind] } } } },
      responses: saveResponses,
    });
    app.openapi(route, async (c) => {
      await limitSaves(c);
      const { courseId, id } = c.req.valid('param');
      const input = (c.req.valid('json') ?? {}) as Record<string, unknown>;
      const data = await runJsonSave(c, kind, { courseId, lessonId: id }, input);
      return answerSave(c, data);
    });
  }
  const task = createRoute({
    method: 'post', path: '/courses/{courseId}/{id}/task', tags, security, middleware: requireAuth, bodyLimit: TASK_BODY_BYTES,
    summary: SAVE_SUMMARIES.task,
    request: { params: LessonParams, body: { required: false, content: { 'application/json': { schema: TaskSaveSchema }, 'multipart/form-data': { schema: TaskFormSchema } } } },
    responses: saveResponses,
  });
  app.openapi(task, async (c) => {
    await limitSaves(c);
    const { courseId, id } = c.req.valid('param');
    const input = taskInput(c, TaskSaveSchema, c.req.valid('form'), c.req.valid('json'));
    const data = await runTaskSave(c, { courseId, lessonId: id }, input);
    return answerSave(c, data);
  });
}

/** What a lesson media file is served as (the file types lessons may use). */
const binary = { schema: z.string().openapi({ format: 'binary' }) };
const MEDIA_CONTENT = { 'audio/*': binary, 'video/*': binary, 'application/pdf': binary };

const stream = createRoute({
  method: 'get', path: '/courses/enrolled/{id}/stream/{type}/{file}', tags,
  summary: 'Stream a lesson media file (HTTP Range supported)',
  description:
    'For the member owning the enrolment (Bearer token) or a holder of the signed URL from the lesson payload. Only files used by this course\'s lessons; anything else, including path traversal attempts, is a 404. Answers 206 with Content-Range for a Range request and 416 for an unsatisfiable one.',
  request: {
    params: z.object({
      id: idParam('id', 'enrolment'),
      type: pathParam('type', 'audio, video or pdf', 'audio', 10),
      file: pathParam('file', 'The media file name', 'breathing-bell.wav'),
    }),
    query: z.object({ expires: wholeNumberString(0, Number.MAX_SAFE_INTEGER).optional(), signature: text().max(100).optional() }),
  },
  // The Bearer token or the signed URL's query: either will do, hence the empty alternative.
  security: [{ bearer: [] }, {}] as Array<Record<string, string[]>>,
  responses: {
    200: { description: 'The whole file', content: MEDIA_CONTENT },
    206: { description: 'The requested byte range', content: MEDIA_CONTENT },
    ...errorResponses(401, 404, 416, 422),
  },
});

const enrolledCourse = createRoute({
  method: 'get', path: '/courses/enrolled/{id}', tags, security, middleware: requireAuth,
  summary: 'The enrolled course for the lesson player: outline with completion, progress, resume point, certificate',
  request: { params: EnrolmentParams },
  responses: { 200: json(dataOf(EnrolledCourseSchema), 'The enrolment and its course'), ...errorResponses(401, 404, 422) },
});

const lastRead = createRoute({
  method: 'get', path: '/courses/enrolled/{id}/lastRead', tags, security, middleware: requireAuth,
  summary: 'The last-read lesson and where "continue" leads',
  request: { params: EnrolmentParams },
  responses: { 200: json(dataOf(LastReadSchema), 'The last-read lesson'), ...errorResponses(401, 404, 422) },
});

const setLastReadRoute = createRoute({
  method: 'put', path: '/courses/enrolled/{id}/lastRead', tags, security, middleware: requireAuth,
  summary: 'Remember the lesson the member opened last',
  request: { params: EnrolmentParams, body: jsonBody(LastReadRequestSchema) },
  responses: { 200: json(dataOf(LastReadSchema), 'The last-read lesson'), ...errorResponses(401, 404, 422) },
});

const lesson = createRoute({
  method: 'get', path: '/courses/{courseId}/{id}', tags, security,
  summary: 'One lesson for the player, with the member\'s saved work (preview lessons open without enrolling)',
  description: 'Quiz questions come without their answer keys, options in the order of the member\'s next attempt; the per-question review appears once the member has passed or used every attempt (docs/rules/quizzes.md). A member not enrolled in the course gets 404 for any lesson but a preview. A lesson its drip schedule has not opened yet is 403, `errors.opens_at` holding the moment it opens (docs/rules/learning-progress.md, "Drip").',
  request: { params: LessonParams, query: ContentLangQuerySchema },
  responses: { 200: json(dataOf(LessonSchema), 'The lesson'), ...errorResponses(401, 403, 404, 422) },
});

export function registerEnrolledRoutes(app: Router) {
  app.openapi(stream, async (c) => {
    const { id, type, file } = c.req.valid('param');
    const { expires, signature } = c.req.valid('query');
    const { db, storage, config } = c.get('deps');
    const res = await streamLessonMedia({ db, storage, secret: config.appSecret, enrolmentId: id, type, file, auth: { actor: c.get('actor'), expires, signature }, range: c.req.header('range') });
    return res as never;
  });
  app.openapi(lastRead, async (c) => c.json({ data: await getLastRead({ db: c.get('deps').db, actor: actorOf(c), enrolmentId: c.req.valid('param').id }) }, 200));
  app.openapi(setLastReadRoute, async (c) => {
    const data = await setLastRead({ db: c.get('deps').db, actor: actorOf(c), enrolmentId: c.req.valid('param').id, lessonId: c.req.valid('json').lesson_id });
    return c.json({ data }, 200);
  });
  registerEnrolmentSaves(app);
  app.openapi(enrolledCourse, async (c) => {
    const { db, config } = c.get('deps');
    return c.json({ data: await getEnrolledCourse({ db, actor: actorOf(c), enrolmentId: c.req.valid('param').id, appUrl: config.appUrl, now: requestNow(c) }) }, 200);
  });
}

export function registerLessonRoutes(app: Router) {
  app.openapi(lesson, async (c) => {
    const { courseId, id } = c.req.valid('param');
    const { db, config } = c.get('deps');
    const { lang } = c.req.valid('query');
    return c.json({ data: await getLesson({ db, actor: c.get('actor'), courseId, lessonId: id, secret: config.appSecret, random: c.get('deps').random, now: requestNow(c), locale: lang }) }, 200);
  });
  registerLessonSaves(app);
}
