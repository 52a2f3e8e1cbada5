// An admin withdraws and gives back mentor rights (docs/rules/studio.md, "Mentor rights";
// docs/rules/mentors.md, "Losing mentor rights"): PUT /v1/admin/members/{id}/mentor-rights with
// { allowed }. Withdrawing clears is_mentor, cancels the pending invitations (their links stop
// working), keeps agreeing to the terms from giving the rights back, and is audited; allowing lets
// the member agree again. 401 without a token, 403 for a member, a mentor and an author, 404, 422.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { ok } from '../mentors/support.ts';
import { auditRows } from './helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Studio Admin', role: 'admin' });
});
afterAll(() => t.close());

const rights = (id: number, json: unknown, token?: string) => t.api('PUT', `/v1/admin/members/${id}/mentor-rights`, { token, json });

describe('mentor rights', () => {
  it('withdrawing clears the mentor flag, cancels pending invitations, refuses agreeing again, and is audited', async () => {
    const mentor = await t.member({ isMentor: true, name: 'Relay Abuser' });
    const invitee = await t.member();
    const address = `pending-${Date.now()}@example.test`;
    const { data } = await ok(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [invitee.email, address] } }), 201);
    const forMember = data.invited.find((i: { email: string }) => i.email === invitee.email).id;

    const res = await ok(await rights(mentor.id, { allowed: false }, admin.token));
    expect(res.data).toMatchObject({ id: mentor.id, is_mentor: false, mentor: { rights_revoked_at: expect.any(String) } });

    expect((await t.api('GET', '/v1/mentors/home', { token: mentor.token })).status).toBe(403);
    expect((await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: ['again@example.test'] } })).status).toBe(403);
    const agree = await t.api('POST', '/v1/mentors/agree', { token: mentor.token });
    expect(agree.status).toBe(403);
    expect((await agree.json()).message).toMatch(/withdrawn/);
    expect((await ok(await t.api('GET', '/v1/auth/profile', { token: mentor.token }))).data.is_mentor).toBe(false);

    // The pending invitations stop working: gone from the invitee's requests, not acceptable.
    expect((await ok(await t.api('GET', '/v1/mentors/requested', { token: invitee.token }))).data).toEqual([]);
    expect((await t.api('POST', `/v1/mentors/acceptInvite/${forMember}`, { token: invitee.token })).status).toBe(409);
    const statuses = (await t.db.execute(sql`SELECT status FROM mentor_invitations WHERE user_id = ${mentor.id}`)) as unknown as { rows: Array<{ status: string }> };
    expect(statuses.rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);

    // Withdrawing again changes nothing and writes no second row.
    await ok(await rights(mentor.id, { allowed: false }, admin.token));
    const audit = await auditRows(t, 'user', mentor.id);
    expect(audit.map((a) => a.action)).toEqual(['member.mentor_rights']);
    expect(audit[0]).toMatchObject({ before: { is_mentor: true, mentor_rights_revoked_at: null }, after: { is_mentor: false, cancelled_invitations: 2 } });

    // Giving them back: agreeing works again.
    const back = await ok(await rights(mentor.id, { allowed: true }, admin.token));
    expect(back.data).toMatchObject({ is_mentor: false, mentor: { rights_revoked_at: null } });
    expect((await ok(await t.api('POST', '/v1/mentors/agree', { token: mentor.token }))).data.is_mentor).toBe(true);
    expect((await auditRows(t, 'user', mentor.id)).map((a) => a.action)).toEqual(['member.mentor_rights', 'member.mentor_rights']);
  });

  it('can withdraw the rights of a member who never agreed, so they cannot become a mentor', async () => {
    const member = await t.member();
    await ok(await rights(member.id, { allowed: false }, admin.token));
    expect((await t.api('POST', '/v1/mentors/agree', { token: member.token })).status).toBe(403);
  });

  it('answers 401 without a token, 403 to a member, a mentor and an author, 404 for an unknown member, 422 for bad input', async () => {
    const target = await t.member({ isMentor: true });
    expect((await rights(target.id, { allowed: false })).status).toBe(401);
    for (const who of [await t.member(), await t.member({ isMentor: true }), await t.member({ role: 'author' })]) {
      const res = await rights(target.id, { allowed: false }, who.token);
      expect(res.status).toBe(403);
    }
    expect((await rights(2147483647, { allowed: false }, admin.token)).status).toBe(404);
    for (const json of [{}, { allowed: 'no' }, { allowed: null }]) {
      const res = await rights(target.id, json, admin.token);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(Object.keys((await res.json()).errors)).toEqual(['allowed']);
    }
    expect((await rights(0, { allowed: false }, admin.token)).status).toBe(422);
    expect((await ok(await t.api('GET', '/v1/auth/profile', { token: target.token }))).data.is_mentor).toBe(true);
    expect(await auditRows(t, 'user', target.id)).toEqual([]);
  });

  it('shows the mentor facts on the member profile', async () => {
    const m = await t.member();
    const profile = await ok(await t.api('GET', `/v1/admin/members/${m.id}`, { token: admin.token }));
    expect(profile.data.mentor).toEqual({ rights_revoked_at: null, invitation_refusals: 0, last_refusal_at: null, invited_last_24h: 0, daily_invitation_cap: 10 });
  });
});
