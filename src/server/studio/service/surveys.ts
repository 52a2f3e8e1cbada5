// Site surveys in the studio (docs/rules/studio.md, "Site surveys"): every survey with its answers
// per score, its NPS (% promoters 9–10 minus % detractors 0–6) and a server-drawn chart; and a
// survey's answers (score, comment, member, time), newest first. Read-only.
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { npsBarsSvg, npsOf } from '../../../lib/charts/nps-bars.ts';
import type { StudioSurvey, SurveyAnswer } from '../../../lib/schemas/studio-business.ts';
import type { Db } from '../../db/client.ts';
import { siteSurveyResponses, siteSurveys, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { requireAdmin } from './access.ts';

type Ctx = { db: Db; actor: Actor };

export async function listStudioSurveys({ db, actor }: Ctx): Promise<StudioSurvey[]> {
  requireAdmin(actor);
  const [surveys, scores, dismissed] = await Promise.all([
    db.select().from(siteSurveys).orderBy(asc(siteSurveys.id)),
    db
      .select({ surveyId: siteSurveyResponses.surveyId, score: siteSurveyResponses.score, n: count() })
      .from(siteSurveyResponses)
      .where(and(isNotNull(siteSurveyResponses.answeredAt), isNotNull(siteSurveyResponses.score)))
      .groupBy(siteSurveyResponses.surveyId, siteSurveyResponses.score),
    db
      .select({ surveyId: siteSurveyResponses.surveyId, n: count() })
      .from(siteSurveyResponses)
      .where(isNotNull(siteSurveyResponses.dismissedAt))
      .groupBy(siteSurveyResponses.surveyId),
  ]);
  return surveys.map((s) => {
    const distribution = Array.from({ length: 11 }, () => 0);
    for (const r of scores) if (r.surveyId === s.id && r.score !== null) distribution[r.score] = Number(r.n);
    return {
      id: s.id,
      slug: s.slug,
      title: s.title,
      question: s.question,
      active: s.active,
      dismissed: Number(dismissed.find((d) => d.surveyId === s.id)?.n ?? 0),
      distribution,
      nps: npsOf(distribution),
      svg: npsBarsSvg(distribution, { title: `Answers to “${s.question}” by score`, idPrefix: `nps-${s.id}` }),
    };
  });
}

export async function listSurveyAnswers({ db, actor, id, page, perPage }: Ctx & { id: number; page: number; perPage: number }): Promise<{ data: SurveyAnswer[]; meta: PageMeta }> {
  requireAdmin(actor);
  const [survey] = await db.select({ id: siteSurveys.id }).from(siteSurveys).where(eq(siteSurveys.id, id)).limit(1);
  if (!survey) throw notFound('survey');
  const where = and(eq(siteSurveyResponses.surveyId, id), isNotNull(siteSurveyResponses.answeredAt), isNotNull(siteSurveyResponses.score));
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: siteSurveyResponses, name: users.name })
      .from(siteSurveyResponses)
      .innerJoin(users, eq(users.id, siteSurveyResponses.userId))
      .where(where)
      .orderBy(desc(siteSurveyResponses.answeredAt), desc(siteSurveyResponses.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(siteSurveyResponses).where(where),
  ]);
  return {
    data: rows.map(({ r, name }) => ({ id: r.id, member: { id: r.userId, name }, score: r.score!, comment: r.comment, answered_at: r.answeredAt!.toISOString() })),
    meta: pageMeta(page, perPage, Number(total?.n ?? 0)),
  };
}
