// Generated-suite cases for newsletters (docs/rules/integrations.md, "Newsletters"): the studio's
// routes for admins only (members, mentors, authors and API keys get 403), each world with a draft of
// its own to read, rewrite, test and delete, and one to schedule and take back; the one-click
// unsubscribe is public, with a link made for a member of the world.
import { unsubscribeLinks } from '../../src/server/newsletters/service/index.ts';
import type { Case } from './registry.ts';
import type { World } from './world.ts';

type Made = { draftId: number; doomedId: number; scheduledId: number; link: string };
const made = new WeakMap<World, Promise<Made>>();
const BODY = { subject: 'Contract news', body_html: '<p>Hello.</p>', segment: { kind: 'news' } };

function drafts(w: World): Promise<Made> {
  let m = made.get(w);
  if (!m) {
    m = (async () => {
      const admin = await w.t.member({ role: 'admin' });
      const reader = await w.t.member();
      await w.t.api('PUT', '/v1/auth/news-emails', { token: reader.token, json: { subscribed: true } });
      const write = async () => ((await (await w.t.api('POST', '/v1/admin/newsletters', { token: admin.token, json: BODY })).json()) as { data: { id: number } }).data.id;
      const draftId = await write();
      const doomedId = await write();
      const scheduledId = await write();
      await w.t.api('POST', `/v1/admin/newsletters/${scheduledId}/send`, { token: admin.token, json: { send_at: new Date(Date.now() + 7 * 86_400_000).toISOString() } });
      // The unsubscribe case uses a member of its own, so the reader still agrees when the send case runs.
      const leaver = await w.t.member();
      const { oneClick } = unsubscribeLinks(w.t.config.appUrl, w.t.config.appSecret, leaver.id, draftId);
      const url = new URL(oneClick);
      return { draftId, doomedId, scheduledId, link: url.search.slice(1) };
    })();
    made.set(w, m);
  }
  return m;
}

const byId = (pick: (m: Made) => number) => async (w: World) => ({ path: { id: pick(await drafts(w)) } });

export const NEWSLETTER_CASES: Record<string, Case> = {
  'GET /v1/admin/newsletters': { access: 'admin' },
  'POST /v1/admin/newsletters': { access: 'admin', owner: [201], request: () => ({ json: BODY }) },
  'GET /v1/admin/newsletters/{id}': { access: 'admin', setup: drafts, request: byId((m) => m.draftId) },
  'PUT /v1/admin/newsletters/{id}': { access: 'admin', setup: drafts, request: async (w) => ({ ...(await byId((m) => m.draftId)(w)), json: BODY }) },
  'DELETE /v1/admin/newsletters/{id}': { access: 'admin', setup: drafts, last: true, request: byId((m) => m.doomedId) },
  'POST /v1/admin/newsletters/{id}/test': { access: 'admin', setup: drafts, request: byId((m) => m.draftId) },
  'POST /v1/admin/newsletters/{id}/send': { access: 'admin', setup: drafts, owner: [200, 409], request: async (w) => ({ ...(await byId((m) => m.draftId)(w)), json: { send_at: new Date(Date.now() + 7 * 86_400_000).toISOString() } }), last: true },
  'POST /v1/admin/newsletters/{id}/cancel': { access: 'admin', setup: drafts, owner: [200, 409], request: byId((m) => m.scheduledId) },
  'POST /v1/newsletters/unsubscribe': { access: 'public', setup: drafts, request: async (w) => ({ query: (await drafts(w)).link }) },
};
