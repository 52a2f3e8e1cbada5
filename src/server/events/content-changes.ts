// A change of public content, announced to every instance (docs/performance.md, "Response cache").
import type { Db } from '../db/client.ts';
import { publishEvent } from './events.ts';

/** The events channel on which a change of public content reaches every instance. */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

/**
 * Announces a change of public content (a course, page, post... published, edited or removed) to
 * every instance, this one included: inside the writer's transaction, so it is heard only if the
 * change commits. Each runtime passes it on to announceContentChangeHere(), which empties the cache.
 */
export async function announceContentChange(db: Db): Promise<void> {
  await publishEvent(db, CONTENT_CHANGED_CHANNEL, {});
}
