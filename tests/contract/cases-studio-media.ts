// Generated-suite cases for the studio's media library (docs/rules/studio.md, "Media"). Members and
// mentors get 403 everywhere. An author may use the library but reaches only their own files: the
// world's file is the admin's, so an author's read, edit and delete of it are a 404 ('hidden') and
// its list is its own (empty). An author's upload is sent a text file, answered 422: it proves the
// author passes the role check, while a stored upload would write rows (media_files, audit_log) the
// matrix counts as others changing the owner's data. A real author upload is in
// tests/server/studio/media.test.ts. The admin uploads a fresh PDF and deletes the world's file last.
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/index.ts';
import type { Call, Case } from './registry.ts';
import type { Member, World } from './world.ts';

const PDF = '%PDF-1.4\ntrailer<<>>\n%%EOF\n';

async function uploadCall(w: World, caller: Member): Promise<Call> {
  const [u] = await w.t.db.select({ role: users.role }).from(users).where(eq(users.id, caller.id));
  const body = new FormData();
  const admin = u?.role === 'admin';
  body.append('file', new File([admin ? PDF : 'Plain words, not a file the library takes.'], admin ? 'contract.pdf' : 'contract.png'));
  body.append('alt', 'Contract upload');
  return { body };
}

const media = (w: World) => ({ path: { id: w.studio.mediaId } });

export const STUDIO_MEDIA_CASES: Record<string, Case> = {
  'POST /v1/admin/media': { access: 'admin', owner: [201], roles: { author: 'own' }, request: uploadCall },
  'GET /v1/admin/media': { access: 'admin', roles: { author: 'own' }, request: () => ({ query: 'kind=all&page=1&per_page=24' }) },
  'GET /v1/admin/media/{id}': { access: 'admin', roles: { author: 'hidden' }, request: media },
  'PATCH /v1/admin/media/{id}': { access: 'admin', roles: { author: 'hidden' }, request: (w) => ({ ...media(w), json: { alt: 'A one-page guide' } }) },
  'DELETE /v1/admin/media/{id}': { access: 'admin', roles: { author: 'hidden' }, request: media, last: true },
  'GET /v1/media/library/{file}': { access: 'public', request: (w) => ({ path: { file: w.studio.mediaUrl.split('/').pop()! } }) },
};
