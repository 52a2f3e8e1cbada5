// What a member's calendar feed shows of live sessions (docs/rules/calendar-feeds.md): the sessions
// they are going to and may still see, from 30 days back on. A cancelled one stays with its
// cancellation, so a subscribed calendar marks the event it has rather than keeping a stale one. The
// UID and SEQUENCE are the invitation's (docs/rules/live-sessions.md, "Calendar invitations"): a member
// who also took the e-mailed invitation sees one event updated, not two. The join link is given while
// the session has not ended, as on /live.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { endOf, startOf, visibleTo, type SessionRow } from './access.ts';
import { sessionUid } from './calendar.ts';

export const FEED_PAST_DAYS = 30;

export type FeedSession = { uid: string; title: string; description: string; start: Date; end: Date; joinUrl: string | null; cancelled: boolean; sequence: number; updatedAt: Date };

export async function liveSessionsForFeed(db: Db, userId: number, now: Date, appUrl: string): Promise<FeedSession[]> {
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000).toISOString();
  const rows = rowsOf<SessionRow>(
    await db.execute(sql`SELECT s.* FROM live_sessions s
      JOIN live_rsvps r ON r.session_id = s.id AND r.user_id = ${userId} AND r.status = 'going'
      WHERE s.starts_at >= ${since}::timestamptz AND ${visibleTo(userId)}
      ORDER BY s.starts_at, s.id`),
  );
  return rows.map((s) => ({
    uid: sessionUid(appUrl, Number(s.id)),
    title: s.title,
    description: s.description,
    start: startOf(s),
    end: endOf(s),
    joinUrl: s.status !== 'cancelled' && endOf(s) > now ? s.join_url : null,
    cancelled: s.status === 'cancelled',
    sequence: Number(s.sequence),
    updatedAt: new Date(s.updated_at),
  }));
}
