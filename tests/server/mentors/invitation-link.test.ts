// Issue 35 item 9 (docs/rules/mentors.md, "Joining from the e-mail", "Groups", "Invitations"): the
// invitation e-mail's link carries a signed token through registration and the e-mail confirmation,
// so a newcomer who opens both links on a phone joins as a mentee with nothing kept in a browser; a
// forged or moved token joins nobody. A mentor's groups have different names; a batch invite with a
// bad address names it and invites nobody.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { MENTOR_JOBS } from '../../../src/server/mentors/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { linkIn, readMail } from '../../helpers/mail.ts';
import { newRegistration } from '../accounts/support.ts';
import { ok } from './support.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

let ipN = 0;
const ip = () => `203.0.113.${(ipN += 1)}`;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function newestMail(to: string, subject: string) {
  await expect.poll(async () => {
    for (const raw of t.outbox().filter((m) => m.includes(`To: ${to}`))) if ((await readMail(raw)).subject === subject) return true;
    return false;
  }, { timeout: 10_000 }).toBe(true);
  const mails = await Promise.all(t.outbox().filter((m) => m.includes(`To: ${to}`)).map((m) => readMail(m)));
  return mails.filter((m) => m.subject === subject).at(-1)!;
}

/** A mentor invites a fresh address; the job sends the e-mail; its registration link. */
async function invited(mentorName = 'Mira Mentor') {
  const mentor = await t.member({ isMentor: true, name: mentorName });
  const email = `invitee-${Date.now()}-${ipN}@example.test`;
  const res = await ok(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [email] } }), 201);
  await createWorker({ deps: t.deps, definitions: MENTOR_JOBS }).drain();
  const link = new URL(linkIn(await newestMail(email, 'You’re invited to learn on Wellspring'), '/register?')!);
  return { mentor, email, link, invitationId: Number(res.data.invited[0].id) };
}

/** Registers with the link's address and token, then opens the confirmation link as a phone would: only the URL. */
async function registerAndConfirm(email: string, invite: string | null) {
  const res = await t.api('POST', '/v1/auth/register', { json: newRegistration({ email, ...(invite ? { invite } : {}) }), ip: ip() });
  expect(res.status).toBe(201);
  const confirm = new URL(linkIn(await newestMail(email, 'Confirm your e-mail address'), '/email/verify/')!);
  const [, id, token] = /\/email\/verify\/(\d+)\/([^/]+)$/.exec(confirm.pathname)!;
  const verified = await t.api('POST', `/v1/auth/email/verify/${id}/${token}${confirm.search}`, { ip: ip() });
  return { confirm, verified: await ok(verified), userId: Number(id) };
}

const invitation = async (id: number) =>
  rows<{ status: string; invitee_id: number | null }>(await t.db.execute(sql`SELECT status, invitee_id FROM mentor_invitations WHERE id = ${id}`))[0]!;

describe('joining from the invitation e-mail', () => {
  it('fills in the address, carries a signed token to the confirmation link, and the confirmation joins the newcomer as a mentee', async () => {
    const { email, link, invitationId } = await invited('Mira Mentor');
    expect(link.pathname).toBe('/register');
    expect(link.searchParams.get('email')).toBe(email);
    const invite = link.searchParams.get('invite')!;
    // Signed, not the bare id: `<id>.<signature>`.
    expect(invite).toMatch(new RegExp(`^${invitationId}\\.[A-Za-z0-9_-]{40,}$`));

    const { confirm, verified, userId } = await registerAndConfirm(email, invite);
    expect(confirm.searchParams.get('invite')).toBe(invite);
    expect(verified.data).toEqual({ message: 'Thank you: your e-mail address is confirmed, and you are now Mira Mentor’s mentee.', mentor: 'Mira Mentor' });
    expect(await invitation(invitationId)).toEqual({ status: 'accepted', invitee_id: userId });
  });

  it('joins nobody with a token whose signature was changed, or with another address than the one invited', async () => {
    const a = await invited();
    const forged = `${a.invitationId}.${'A'.repeat(43)}`;
    const first = await registerAndConfirm(a.email, forged);
    expect(first.verified.data.mentor).toBeNull();
    expect(await invitation(a.invitationId)).toMatchObject({ status: 'pending', invitee_id: null });

    const b = await invited();
    const other = `someone-else-${Date.now()}@example.test`;
    const second = await registerAndConfirm(other, b.link.searchParams.get('invite'));
    expect(second.verified.data.mentor).toBeNull();
    expect(await invitation(b.invitationId)).toMatchObject({ status: 'pending', invitee_id: null });
  });

  it('refuses a malformed token on registration with a worded 422 beside the field', async () => {
    const res = await t.api('POST', '/v1/auth/register', { json: newRegistration({ invite: '12' }), ip: ip() });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.invite[0]).toMatch(/invitation link is incomplete/);
  });
});

describe('group names', () => {
  it('refuses a second group of the same name (any case) with a worded 422, on create and rename; another mentor may use it', async () => {
    const mentor = await t.member({ isMentor: true });
    const first = await ok(await t.api('POST', '/v1/mentors/groups', { token: mentor.token, json: { name: 'Monday circle' } }), 201);
    const dup = await t.api('POST', '/v1/mentors/groups', { token: mentor.token, json: { name: 'monday Circle' } });
    expect(dup.status).toBe(422);
    expect((await dup.json()).errors).toEqual({ name: ['You already have a group called “monday Circle”. Please give this one another name.'] });
    const second = await ok(await t.api('POST', '/v1/mentors/groups', { token: mentor.token, json: { name: 'Friday circle' } }), 201);
    const rename = await t.api('PUT', `/v1/mentors/groups/${second.data.id}`, { token: mentor.token, json: { name: 'Monday circle' } });
    expect(rename.status).toBe(422);
    // Keeping its own name is fine.
    await ok(await t.api('PUT', `/v1/mentors/groups/${first.data.id}`, { token: mentor.token, json: { name: 'Monday circle', description: 'Weekly' } }));
    const names = rows<{ name: string }>(await t.db.execute(sql`SELECT name FROM mentor_groups WHERE user_id = ${mentor.id} ORDER BY name`)).map((r) => r.name);
    expect(names).toEqual(['Friday circle', 'Monday circle']);
    const other = await t.member({ isMentor: true });
    await ok(await t.api('POST', '/v1/mentors/groups', { token: other.token, json: { name: 'Monday circle' } }), 201);
  });
});

describe('a batch invite with a bad address', () => {
  it('names each bad address beside its place in the list and invites nobody', async () => {
    const mentor = await t.member({ isMentor: true });
    const good = `fine-${Date.now()}@example.test`;
    const res = await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [good, 'ann@example.test', 'bob@', 'not an address'] } });
    expect(res.status).toBe(422);
    const { errors } = await res.json();
    expect(Object.keys(errors).sort()).toEqual(['emails.2', 'emails.3']);
    expect(errors['emails.2'][0]).toBe('“bob@” is not an e-mail address. Please check it, like name@example.com.');
    expect(errors['emails.3'][0]).toMatch(/^“not an address” is not an e-mail address/);
    const [count] = rows<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM mentor_invitations WHERE user_id = ${mentor.id}`));
    expect(count!.n).toBe(0);
  });
});
