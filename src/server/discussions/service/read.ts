// Reading a lesson's discussion (docs/rules/discussions.md, "Reading"): threads paged newest or
// oldest first, each with its first replies; a thread's further replies paged oldest first.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REPLIES_PREVIEW, type Post, type Thread } from '../../../lib/schemas/discussions.ts';
import type { Db } from '../../db/client.ts';
import { discussionPosts } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { mentionable } from './mentions.ts';
import { cannotPost, inPlace, placeOf, placeOfPost, readerOf, type Where } from './place.ts';
import { postViews, threadViews, visibleTo, type PostRow } from './view.ts';
import { m } from '../../../paraglide/messages.js';

type Page = { page: number; perPage: number };

export async function listThreads({ db, actor, where: at, order, page, perPage, now }: { db: Db; actor: Actor; where: Where; order: 'newest' | 'oldest'; now: Date } & Page): Promise<{
  data: Thread[];
  meta: PageMeta & { can_moderate: boolean; cannot_post: string | null };
}> {
  const place = await placeOf(db, actor, at, now);
  const reader = readerOf(actor, place);
  const where = and(inPlace(place), isNull(discussionPosts.threadId), visibleTo(reader));
  const [openings, [total]] = await Promise.all([
    db
      .select()
      .from(discussionPosts)
      .where(where)
      .orderBy(order === 'newest' ? desc(discussionPosts.createdAt) : asc(discussionPosts.createdAt), order === 'newest' ? desc(discussionPosts.id) : asc(discussionPosts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(discussionPosts).where(where),
  ]);
  const replies = openings.length ? await firstReplies(db, openings.map((o) => o.id), reader) : [];
  const data = await threadViews(db, openings, replies, reader, now);
  return { data, meta: { ...pageMeta(page, perPage, Number(total?.n ?? 0)), can_moderate: place.moderator, cannot_post: cannotPost(place) } };
}

/** The first replies of each thread, in one statement. */
async function firstReplies(db: Db, threadIds: number[], reader: ReturnType<typeof readerOf>): Promise<PostRow[]> {
  const ranked = db
    .select({ id: discussionPosts.id, n: sql<number>`row_number() over (partition by ${discussionPosts.threadId} order by ${discussionPosts.id})`.as('n') })
    .from(discussionPosts)
    .where(and(inArray(discussionPosts.threadId, threadIds), visibleTo(reader)))
    .as('ranked');
  return db
    .select({ post: discussionPosts })
    .from(discussionPosts)
    .innerJoin(ranked, eq(ranked.id, discussionPosts.id))
    .where(sql`${ranked.n} <= ${REPLIES_PREVIEW}`)
    .orderBy(asc(discussionPosts.id))
    .then((rows) => rows.map((r) => r.post));
}

export async function listReplies({ db, actor, threadId, page, perPage, now }: { db: Db; actor: Actor; threadId: number; now: Date } & Page): Promise<{ data: Post[]; meta: PageMeta }> {
  const { place, post } = await placeOfPost(db, actor, threadId, now);
  if (post.threadId !== null) throw new AppError('not_found', m.errors_thread_not_found());
  const reader = readerOf(actor, place);
  const where = and(eq(discussionPosts.threadId, threadId), visibleTo(reader));
  const [rows, [total]] = await Promise.all([
    db.select().from(discussionPosts).where(where).orderBy(asc(discussionPosts.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(discussionPosts).where(where),
  ]);
  return { data: await postViews(db, rows, reader, now), meta: pageMeta(page, perPage, Number(total?.n ?? 0)) };
}

export async function listMentionable({ db, actor, where, q, now }: { db: Db; actor: Actor; where: Where; q: string; now: Date }) {
  const place = await placeOf(db, actor, where, now);
  return mentionable(db, place, actor, q);
}
