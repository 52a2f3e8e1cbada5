// Generated-suite cases for course export and import (docs/rules/studio.md, "Course export and
// import"). Members and mentors get 403. The world's studio course is the admin's, so an author's
// export of it is a 404 ('hidden'). An author's import is sent a text file, answered 422: it proves
// the author passes the role check, while a stored import would write rows the matrix counts as
// others changing the owner's data (a real author import is in tests/server/studio/course-archive.test.ts).
// The admin imports the archive of the world's studio course, exported first.
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/index.ts';
import type { Call, Case } from './registry.ts';
import type { Member, World } from './world.ts';

async function importCall(w: World, caller: Member): Promise<Call> {
  const [u] = await w.t.db.select({ role: users.role }).from(users).where(eq(users.id, caller.id));
  const body = new FormData();
  if (u?.role === 'admin') {
    const res = await w.t.api('GET', `/v1/admin/courses/${w.studio.course.course.id}/export`, { token: w.studio.admin.token });
    body.append('file', new File([await res.arrayBuffer()], 'course.zip', { type: 'application/zip' }));
  } else {
    body.append('file', new File(['Plain words, not a zip.'], 'course.zip', { type: 'application/zip' }));
  }
  return { body };
}

export const STUDIO_ARCHIVE_CASES: Record<string, Case> = {
  'GET /v1/admin/courses/{id}/export': { access: 'admin', roles: { author: 'hidden' }, request: (w) => ({ path: { id: w.studio.course.course.id } }) },
  'POST /v1/admin/courses/import': { access: 'admin', owner: [201], roles: { author: 'own' }, request: importCall },
};
