// Reactions and reports on posts (docs/rules/discussions.md, "Reactions" and "Reporting"). A member
// adds or takes back each kind of reaction once; reports a post of someone else once, with a
// reason, and the course's author and the administrators find it in the studio's queue.
import { and, eq } from 'drizzle-orm';
import type { Post, ReactionKind, ReportInput } from '../../../lib/schemas/discussions.ts';
import type { Db } from '../../db/client.ts';
import { discussionReactions, discussionReports } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { announcePost } from './live.ts';
import { placeOfPost, readerOf } from './place.ts';
import { postViews } from './view.ts';
import { m } from '../../../paraglide/messages.js';

export async function setReaction({ db, actor, postId, kind, on, now }: { db: Db; actor: Actor; postId: number; kind: ReactionKind; on: boolean; now: Date }): Promise<Post> {
  const { place, post } = await placeOfPost(db, actor, postId, now);
  if (post.deletedAt) throw new AppError('conflict', m.errors_post_deleted_reactions());
  await db.transaction(async (tx) => {
    if (on) await tx.insert(discussionReactions).values({ postId, userId: actor.id, kind }).onConflictDoNothing();
    else await tx.delete(discussionReactions).where(and(eq(discussionReactions.postId, postId), eq(discussionReactions.userId, actor.id), eq(discussionReactions.kind, kind)));
    await announcePost(tx, post);
  });
  const [view] = await postViews(db, [post], readerOf(actor, place), now);
  return view!;
}

export async function reportPost({ db, actor, postId, input, now }: { db: Db; actor: Actor; postId: number; input: ReportInput; now: Date }): Promise<{ message: string }> {
  const { post } = await placeOfPost(db, actor, postId, now);
  if (post.authorId === actor.id) throw new AppError('conflict', m.errors_report_own_post());
  if (post.deletedAt) throw new AppError('conflict', m.errors_post_deleted());
  const [row] = await db
    .insert(discussionReports)
    .values({ postId, reporterId: actor.id, reason: input.reason, note: input.note?.trim() ?? '' })
    .onConflictDoNothing()
    .returning({ id: discussionReports.id });
  if (!row) throw new AppError('conflict', 'You have reported this post already; a moderator will look at it.');
  return { message: 'Thank you. The course’s moderators will look at this post.' };
}
