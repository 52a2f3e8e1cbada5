// Mentor invitations must not be an open mail relay (docs/rules/mentors.md, "Invitation caps" and
// "The invitation e-mail"; docs/security.md, "Mentor invitations"): a daily cap of new invitations
// per mentor counted in the database over a rolling 24 hours (10 while the account is younger than
// 7 days, 50 after), a call that would pass it refused whole (429 with Retry-After, nothing sent),
// each refusal counted for the studio and logged without addresses; the e-mail has a fixed subject,
// the sender's words as plain text with nothing linkable, and our accept link as its only link.
import { sql } from 'drizzle-orm';
import * as linkify from 'linkifyjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { MENTOR_JOBS } from '../../../src/server/mentors/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { readMail } from '../../helpers/mail.ts';
import { ok } from './support.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

let n = 0;
const addresses = (count: number, tag: string) => Array.from({ length: count }, () => `${tag}-${++n}-${Date.now()}@example.test`);
const invite = (token: string, emails: string[], message?: string) => t.api('POST', '/v1/mentors/invite', { token, json: { emails, ...(message === undefined ? {} : { message }) } });
const inviteJobs = async (mentorId: number) =>
  Number(
    ((await t.db.execute(sql`SELECT count(*)::int AS n FROM jobs j JOIN mentor_invitations i ON i.id = (j.payload->>'invitationId')::int WHERE j.name = 'mentors.invite-email' AND i.user_id = ${mentorId}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n,
  );
const ageAccount = (id: number, days: number) => t.db.execute(sql`UPDATE users SET created_at = now() - make_interval(days => ${days}) WHERE id = ${id}`);

describe('the daily cap on invitations', () => {
  it('lets an account younger than 7 days invite 10 addresses a day; the 11th is refused whole with 429, Retry-After and how many are left', async () => {
    const mentor = await t.member({ isMentor: true });
    await ok(await invite(mentor.token, addresses(7, 'young')), 201);
    const over = await invite(mentor.token, addresses(4, 'young'));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(over.headers.get('Retry-After'))).toBeLessThanOrEqual(86_400);
    expect((await over.json()).message).toMatch(/3 more/);
    // Refused whole: none of the four was invited, no e-mail queued.
    expect((await ok(await t.api('GET', '/v1/mentors/invitees', { token: mentor.token }))).data).toHaveLength(7);
    expect(await inviteJobs(mentor.id)).toBe(7);
    await ok(await invite(mentor.token, addresses(3, 'young')), 201);
    const none = await invite(mentor.token, addresses(1, 'young'));
    expect(none.status).toBe(429);
    expect((await none.json()).message).toMatch(/cannot invite anyone else today|0 more/i);
  });

  it('counts members with an account as well as bare addresses, but not skipped ones', async () => {
    const mentor = await t.member({ isMentor: true });
    const members = await Promise.all(Array.from({ length: 5 }, () => t.member()));
    await ok(await invite(mentor.token, members.map((m) => m.email)), 201);
    // Already pending, and the mentor's own address: skipped, so not counted.
    const again = await ok(await invite(mentor.token, [...members.map((m) => m.email), mentor.email, ...addresses(5, 'mixed')]), 201);
    expect(again.data.invited).toHaveLength(5);
    expect((await invite(mentor.token, addresses(1, 'mixed'))).status).toBe(429);
  });

  it('is not undone by cancelling and clearing invitations', async () => {
    const mentor = await t.member({ isMentor: true });
    const { data } = await ok(await invite(mentor.token, addresses(10, 'clear')), 201);
    for (const inv of data.invited) {
      await ok(await t.api('DELETE', `/v1/mentors/invitees/${inv.id}`, { token: mentor.token }));
      await ok(await t.api('DELETE', `/v1/mentors/invitees/${inv.id}`, { token: mentor.token }));
    }
    expect((await ok(await t.api('GET', '/v1/mentors/invitees', { token: mentor.token }))).data).toEqual([]);
    expect((await invite(mentor.token, addresses(1, 'clear'))).status).toBe(429);
  });

  it('gives an account of 7 days or more 50 a day, over a rolling 24 hours', async () => {
    const mentor = await t.member({ isMentor: true });
    await ageAccount(mentor.id, 30);
    await ok(await invite(mentor.token, addresses(20, 'older')), 201);
    await ok(await invite(mentor.token, addresses(20, 'older')), 201);
    const over = await invite(mentor.token, addresses(20, 'older'));
    expect(over.status).toBe(429);
    expect((await over.json()).message).toMatch(/10 more/);
    await ok(await invite(mentor.token, addresses(10, 'older')), 201);
    // 25 hours later the first day's invitations no longer count.
    await t.db.execute(sql`UPDATE mentor_invite_sends SET sent_at = sent_at - interval '25 hours' WHERE user_id = ${mentor.id}`);
    await ok(await invite(mentor.token, addresses(20, 'older')), 201);
  });

  it('counts every refusal for the studio and logs it without any address', async () => {
    const mentor = await t.member({ isMentor: true });
    const admin = await t.member({ role: 'admin' });
    await ok(await invite(mentor.token, addresses(10, 'counted')), 201);
    const refused = addresses(2, 'counted');
    expect((await invite(mentor.token, refused)).status).toBe(429);
    expect((await invite(mentor.token, refused)).status).toBe(429);
    const profile = await ok(await t.api('GET', `/v1/admin/members/${mentor.id}`, { token: admin.token }));
    expect(profile.data.mentor).toMatchObject({ invitation_refusals: 2, invited_last_24h: 10, daily_invitation_cap: 10, rights_revoked_at: null });
    expect(profile.data.mentor.last_refusal_at).toEqual(expect.any(String));
    const lines = t.logLines.filter((l) => l.includes('mentor invitations refused'));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    const line = JSON.parse(lines.at(-1)!);
    expect(line).toMatchObject({ user_id: mentor.id, requested: 2, remaining: 0, cap: 10 });
    for (const l of lines) expect(l).not.toMatch(/@/);
  });
});

describe('the invitation e-mail', () => {
  it('has a fixed subject, shows the name and message as plain text with nothing linkable, and links only to our registration', async () => {
    const mentor = await t.member({ isMentor: true, name: 'Win a prize at http://evil.example <b>now</b>' });
    const email = `phish-${Date.now()}@example.test`;
    const message = `Claim it at https://evil.example/claim?x=1 or www.evil.com or evil.com/login <a href="https://evil.example">here</a> ${'x'.repeat(800)}`;
    await ok(await invite(mentor.token, [email], message), 201);
    await createWorker({ deps: t.deps, definitions: MENTOR_JOBS }).drain();
    const raw = t.outbox().filter((m) => m.includes(`To: ${email}`));
    expect(raw).toHaveLength(1);
    const mail = await readMail(raw[0]!);
    expect(mail.subject).toBe('You’re invited to learn on Wellspring');

    const appUrl = t.config.appUrl;
    // Plain text: no link a mail program would find except ours.
    const textLinks = linkify.find(mail.text).map((l) => l.href);
    expect(textLinks.every((href) => href.startsWith(appUrl)), textLinks.join(' ')).toBe(true);
    expect(textLinks.some((href) => href.includes('/register?') && href.includes('next=%2Fmentors%2Frequested'))).toBe(true);
    // HTML: the only anchors are ours, and the text nodes hold nothing linkable from the sender.
    const hrefs = [...mail.html.matchAll(/<a\s[^>]*href="([^"]*)"/gi)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((h) => h.startsWith(appUrl)), hrefs.join(' ')).toBe(true);
    const htmlText = mail.html.replace(/<[^>]*>/g, ' ').replace(/&#8203;/g, '\u200B').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
    const htmlLinks = linkify.find(htmlText).map((l) => l.href).filter((h) => !h.startsWith(appUrl) && !appUrl.includes(h.replace(/^https?:\/\//, '')));
    expect(htmlLinks, htmlLinks.join(' ')).toEqual([]);
    expect(mail.html).not.toContain('<b>now</b>');
    expect(mail.html).not.toMatch(/<a href="https:\/\/evil/);
    // The words are still readable, inside a quoted block, and cut to length.
    expect(mail.html).toMatch(/<blockquote[^>]*>[\s\S]*Claim it at/);
    expect(mail.text.replace(/\u200B/g, '')).toContain('Claim it at https://evil.example/claim?x=1');
    expect(mail.text.replace(/\u200B/g, '')).toContain('Win a prize at http://evil.example <b>now</b>');
    expect(mail.text).not.toContain('x'.repeat(600));
    expect(mail.text).toContain('…');
  });

  it('a reminder keeps the fixed subject', async () => {
    const mentor = await t.member({ isMentor: true, name: 'Spam King' });
    const email = `remind-subject-${Date.now()}@example.test`;
    const { data } = await ok(await invite(mentor.token, [email]), 201);
    await t.db.execute(sql`UPDATE mentor_invitations SET last_sent_at = now() - interval '25 hours' WHERE id = ${data.invited[0].id}`);
    await ok(await t.api('POST', '/v1/mentors/inviteReminder', { token: mentor.token, json: { id: data.invited[0].id } }));
    await createWorker({ deps: t.deps, definitions: MENTOR_JOBS }).drain();
    const subjects = await Promise.all(t.outbox().filter((m) => m.includes(`To: ${email}`)).map(async (m) => (await readMail(m)).subject));
    expect(subjects.sort()).toEqual(['Reminder: you’re invited to learn on Wellspring', 'You’re invited to learn on Wellspring']);
    expect(subjects.join(' ')).not.toContain('Spam King');
  });
});
