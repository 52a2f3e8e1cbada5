// Site surveys (docs/rules/surveys.md): a short site-wide question shown once to a member when they
// reach its trigger (today: after finishing their first course). Answering or dismissing it records a
// row, after which it is never shown again; answers are kept for operators.
import { and, asc, eq } from 'drizzle-orm';
import type { SiteSurvey } from '../../../lib/schemas/surveys.ts';
import { SITE_SURVEY_SCORE_MAX, SITE_SURVEY_SCORE_MIN } from '../../../lib/schemas/surveys.ts';
import type { Db } from '../../db/client.ts';
import { enrolments, siteSurveyResponses, siteSurveys } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';

type SurveyRow = typeof siteSurveys.$inferSelect;
type ResponseRow = typeof siteSurveyResponses.$inferSelect;

/** Whether the member has reached the survey's trigger. */
async function triggered(db: Db, userId: number, survey: SurveyRow): Promise<boolean> {
  switch (survey.trigger) {
    case 'first_course_completed': {
      const [row] = await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.status, 'completed')))
        .limit(1);
      return Boolean(row);
    }
  }
}

async function responseOf(db: Db, userId: number, surveyId: number): Promise<ResponseRow | undefined> {
  const [row] = await db
    .select()
    .from(siteSurveyResponses)
    .where(and(eq(siteSurveyResponses.surveyId, surveyId), eq(siteSurveyResponses.userId, userId)))
    .limit(1);
  return row;
}

async function view(db: Db, userId: number, survey: SurveyRow): Promise<SiteSurvey> {
  const response = await responseOf(db, userId, survey.id);
  const status = response?.answeredAt ? 'answered' : response?.dismissedAt ? 'dismissed' : (await triggered(db, userId, survey)) ? 'due' : 'not_due';
  return {
    id: survey.id,
    slug: survey.slug,
    title: survey.title,
    question: survey.question,
    comment_label: survey.commentLabel,
    scale: { min: SITE_SURVEY_SCORE_MIN, max: SITE_SURVEY_SCORE_MAX, min_label: 'Not at all likely', max_label: 'Extremely likely' },
    status,
    answer: response?.answeredAt && response.score !== null ? { score: response.score, comment: response.comment, answered_at: response.answeredAt.toISOString() } : null,
  };
}

async function activeSurvey(db: Db, id: number): Promise<SurveyRow> {
  const [row] = await db.select().from(siteSurveys).where(and(eq(siteSurveys.id, id), eq(siteSurveys.active, true))).limit(1);
  if (!row) throw notFound('survey');
  return row;
}

/** The surveys to show the member now (trigger reached, neither answered nor dismissed). */
export async function listDueSurveys({ db, actor }: { db: Db; actor: Actor }): Promise<SiteSurvey[]> {
  const surveys = await db.select().from(siteSurveys).where(eq(siteSurveys.active, true)).orderBy(asc(siteSurveys.id));
  const views = await Promise.all(surveys.map((s) => view(db, actor.id, s)));
  return views.filter((v) => v.status === 'due');
}

export async function getSiteSurvey({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<SiteSurvey> {
  return view(db, actor.id, await activeSurvey(db, id));
}

/** One answer per member and survey; a second answer, or an answer after dismissing, is a 409. */
export async function answerSiteSurvey({ db, actor, id, score, comment }: { db: Db; actor: Actor; id: number; score: number; comment?: string }): Promise<SiteSurvey> {
  const survey = await activeSurvey(db, id);
  const now = new Date();
  const [row] = await db
    .insert(siteSurveyResponses)
    .values({ surveyId: survey.id, userId: actor.id, score, comment: comment ?? '', answeredAt: now })
    .onConflictDoNothing()
    .returning({ id: siteSurveyResponses.id });
  if (!row) throw new AppError('conflict', m.errors_survey_already_answered());
  return view(db, actor.id, survey);
}

/** Not now, not again: dismissing is recorded once; dismissing again (or after answering) changes nothing. */
export async function dismissSiteSurvey({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<SiteSurvey> {
  const survey = await activeSurvey(db, id);
  await db.insert(siteSurveyResponses).values({ surveyId: survey.id, userId: actor.id, dismissedAt: new Date() }).onConflictDoNothing();
  return view(db, actor.id, survey);
}

/** For operators: every answer of a survey, oldest first. */
export async function surveyAnswers(db: Db, surveyId: number): Promise<Array<{ userId: number; score: number; comment: string; answeredAt: Date }>> {
  const rows = await db
    .select()
    .from(siteSurveyResponses)
    .where(eq(siteSurveyResponses.surveyId, surveyId))
    .orderBy(asc(siteSurveyResponses.createdAt), asc(siteSurveyResponses.id));
  return rows.filter((r) => r.answeredAt && r.score !== null).map((r) => ({ userId: r.userId, score: r.score!, comment: r.comment, answeredAt: r.answeredAt! }));
}

/** The demo survey (docs/rules/surveys.md), written by the seed. */
export const RECOMMEND_SURVEY = {
  slug: 'recommend-wellspring',
  title: 'A quick question',
  question: 'How likely are you to recommend Wellspring?',
  commentLabel: 'Anything you would like to tell us? (optional)',
  trigger: 'first_course_completed' as const,
};

/** Creates a survey (seed and tests); returns its id. Again with the same slug changes nothing. */
export async function ensureSiteSurvey(db: Db, survey: typeof RECOMMEND_SURVEY): Promise<number> {
  await db.insert(siteSurveys).values(survey).onConflictDoNothing();
  const [row] = await db.select({ id: siteSurveys.id }).from(siteSurveys).where(eq(siteSurveys.slug, survey.slug)).limit(1);
  return row!.id;
}
