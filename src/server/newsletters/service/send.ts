// Sending a newsletter (docs/rules/integrations.md, "Sending"): at its time, the start job fixes the
// recipients (the segment as it stands then) and the batch jobs send them, NEWSLETTER_RATE_PER_MINUTE
// a minute, each batch a job of its own. A member who stopped agreeing, or whose account closed, by
// their turn is skipped. A batch that dies is run again: mail already sent is marked so, and a resent
// message keeps its Message-ID, so receiving servers drop the copy.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/i18n.ts';
import type { Db } from '../../db/client.ts';
import { newsletterRecipients, newsletters, users } from '../../db/schema/index.ts';
import type { Deps } from '../../http/env.ts';
import { enqueue, type JobContext, type JobDefinition } from '../../jobs/index.ts';
import { newsletterMail } from './mail.ts';
import { queueRecipients } from './segments.ts';
import { unsubscribeLinks } from './unsubscribe.ts';

export const NEWSLETTER_START_JOB = 'newsletters.start';
export const NEWSLETTER_BATCH_JOB = 'newsletters.batch';
const MINUTE_MS = 60_000;

/** Queues the start of a scheduled newsletter at its time (in the caller's transaction). */
export async function scheduleNewsletter(tx: Db, newsletterId: number, at: Date): Promise<void> {
  await enqueue(tx, NEWSLETTER_START_JOB, { newsletterId }, { key: `newsletter-start:${newsletterId}:${at.getTime()}`, runAt: at });
}

async function start({ deps, payload, now }: JobContext): Promise<void> {
  const id = Number(payload.newsletterId);
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [n] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for('update').limit(1);
    // Cancelled (back to a draft) or moved to another time since this job was queued: nothing to do.
    if (!n || n.status !== 'scheduled' || (n.scheduledAt && n.scheduledAt.getTime() > now.getTime())) return;
    await queueRecipients(tx, id, n.segment, now);
    await tx.update(newsletters).set({ status: 'sending', startedAt: now }).where(eq(newsletters.id, id));
    await enqueue(tx, NEWSLETTER_BATCH_JOB, { newsletterId: id, batch: 1 }, { key: `newsletter-batch:${id}:1`, runAt: now });
  });
}

function messageIdOf(appUrl: string, newsletterId: number, userId: number): string {
  return `<newsletter-${newsletterId}-${userId}@${new URL(appUrl).hostname}>`;
}

async function batch({ deps, payload, now }: JobContext): Promise<void> {
  const { db, config } = deps;
  const id = Number(payload.newsletterId);
  const batchNo = Number(payload.batch ?? 1);
  const [n] = await db.select().from(newsletters).where(eq(newsletters.id, id)).limit(1);
  if (!n || n.status !== 'sending') return;
  const due = await db
    .select({ userId: newsletterRecipients.userId, email: users.email, language: users.language, consent: users.newsConsentAt, cancelledAt: users.cancelledAt, suspendedAt: users.suspendedAt })
    .from(newsletterRecipients)
    .innerJoin(users, eq(users.id, newsletterRecipients.userId))
    .where(and(eq(newsletterRecipients.newsletterId, id), eq(newsletterRecipients.status, 'queued')))
    .orderBy(asc(newsletterRecipients.userId))
    .limit(config.newsletterRatePerMinute);
  for (const r of due) {
    const mark = (set: Partial<typeof newsletterRecipients.$inferInsert>) =>
      db.update(newsletterRecipients).set(set).where(and(eq(newsletterRecipients.newsletterId, id), eq(newsletterRecipients.userId, r.userId)));
    if (!r.consent || r.cancelledAt || r.suspendedAt) {
      await mark({ status: 'skipped' });
      continue;
    }
    try {
      await sendOne(deps, n, { id: r.userId, email: r.email, language: r.language });
      await mark({ status: 'sent', sentAt: now, error: null });
    } catch (err) {
      await mark({ status: 'failed', error: (err instanceof Error ? err.message : String(err)).slice(0, 500) });
    }
  }
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterRecipients)
    .where(and(eq(newsletterRecipients.newsletterId, id), eq(newsletterRecipients.status, 'queued')));
  if (Number(left?.n ?? 0) > 0) {
    await enqueue(db, NEWSLETTER_BATCH_JOB, { newsletterId: id, batch: batchNo + 1 }, { key: `newsletter-batch:${id}:${batchNo + 1}`, runAt: new Date(now.getTime() + MINUTE_MS) });
  } else {
    await db.update(newsletters).set({ status: 'sent', finishedAt: now }).where(and(eq(newsletters.id, id), eq(newsletters.status, 'sending')));
  }
}

type Recipient = { id: number; email: string; language: Locale };

async function sendOne(deps: Deps, n: typeof newsletters.$inferSelect, to: Recipient, test = false): Promise<void> {
  const { config } = deps;
  const links = unsubscribeLinks(config.appUrl, config.appSecret, to.id, n.id, to.language);
  await deps.mailer.send({
    ...newsletterMail({ to: to.email, subject: n.subject, bodyHtml: n.bodyHtml, appUrl: config.appUrl, links, test, locale: to.language }),
    ...(test ? {} : { messageId: messageIdOf(config.appUrl, n.id, to.id) }),
  });
}

/** A test copy to the admin, now, in their language: marked as a test, not counted in the report. */
export async function sendTestCopy(deps: Deps, newsletterId: number, to: { id: number; email: string }): Promise<void> {
  const [n] = await deps.db.select().from(newsletters).where(eq(newsletters.id, newsletterId)).limit(1);
  if (!n) return;
  const [admin] = await deps.db.select({ language: users.language }).from(users).where(eq(users.id, to.id)).limit(1);
  await sendOne(deps, n, { ...to, language: admin?.language ?? 'en' }, true);
}

export const NEWSLETTER_JOBS: JobDefinition[] = [
  { name: NEWSLETTER_START_JOB, handler: start },
  // A batch of many mails can take a while on a slow relay.
  { name: NEWSLETTER_BATCH_JOB, handler: batch, leaseMs: 10 * MINUTE_MS },
];
