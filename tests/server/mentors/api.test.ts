// The mentor API (docs/rules/mentors.md): becoming a mentor, invitations both ways with reminders
// and expiry, groups of accepted mentees, recommendations on the mentee's dashboard with progress,
// assigned courses, and the mentor rewards. Every mentor route: 401 without a token, 403 for a
// member who is not a mentor, 404 for another mentor's object, 422 for bad input.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { mentorWith, ok, oneLessonCourse } from './support.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

const MENTOR_GETS = ['/v1/mentors/home', '/v1/mentors/invitees', '/v1/mentors/users', '/v1/mentors/groups', '/v1/mentors/courseRecommendations', '/v1/mentors/courses'];

describe('becoming a mentor', () => {
  it('answers 401 without a token and 403 on mentor routes for a member who is not a mentor', async () => {
    const m = await t.member();
    for (const path of MENTOR_GETS) {
      expect((await t.api('GET', path)).status, path).toBe(401);
      const res = await t.api('GET', path, { token: m.token });
      expect(res.status, path).toBe(403);
      expect((await res.json()).message).toMatch(/Only mentors/);
    }
    expect((await t.api('POST', '/v1/mentors/invite', { token: m.token, json: { emails: ['a@example.test'] } })).status).toBe(403);
    expect((await t.api('POST', '/v1/mentors/groups', { token: m.token, json: { name: 'G' } })).status).toBe(403);
    expect((await t.api('POST', '/v1/mentors/agree')).status).toBe(401);
  });

  it('agree makes the member a mentor (again changes nothing) and opens the mentor routes', async () => {
    const m = await t.member();
    const { data } = await ok(await t.api('POST', '/v1/mentors/agree', { token: m.token }));
    expect(data).toMatchObject({ id: m.id, is_mentor: true });
    expect((await ok(await t.api('POST', '/v1/mentors/agree', { token: m.token }))).data.is_mentor).toBe(true);
    expect((await ok(await t.api('GET', '/v1/auth/profile', { token: m.token }))).data.is_mentor).toBe(true);
    const home = await ok(await t.api('GET', '/v1/mentors/home', { token: m.token }));
    expect(home.data).toEqual({ mentees: [], pending_invitations: [], groups: [], recommendations: [] });
  });
});

describe('invitations', () => {
  it('invites a member (request + notification) and an address (e-mail job), skipping own and repeated addresses', async () => {
    const mentor = await t.member({ isMentor: true, name: 'Mira Mentor' });
    const invitee = await t.member();
    const fresh = `newcomer-${Date.now()}@example.test`;
    const res = await ok(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [invitee.email.toUpperCase(), fresh, mentor.email], message: 'Would you like to learn together?' } }), 201);
    expect(res.data.invited.map((i: { email: string }) => i.email).sort()).toEqual([invitee.email, fresh].sort());
    expect(res.data.skipped).toEqual([{ email: mentor.email, reason: 'That is your own address.' }]);
    const forMember = res.data.invited.find((i: { email: string }) => i.email === invitee.email);
    expect(forMember).toMatchObject({ status: 'pending', member: { id: invitee.id }, reminders: 0, message: 'Would you like to learn together?' });

    const requested = await ok(await t.api('GET', '/v1/mentors/requested', { token: invitee.token }));
    expect(requested.data).toEqual([expect.objectContaining({ id: forMember.id, mentor: expect.objectContaining({ id: mentor.id, name: 'Mira Mentor' }), message: 'Would you like to learn together?' })]);
    const notes = await ok(await t.api('GET', '/v1/auth/notifications', { token: invitee.token }));
    expect(notes.data[0]).toMatchObject({ type: 'mentoring', title: 'A mentor invited you to be their mentee', link: '/mentors/requested' });
    expect(notes.data[0].body).toMatch(/^Mira Mentor invited you\./);
    const jobs = (await t.db.execute(sql`SELECT payload FROM jobs WHERE name = 'mentors.invite-email'`)) as unknown as { rows: Array<{ payload: { invitationId: number } }> };
    const freshId = res.data.invited.find((i: { email: string }) => i.email === fresh).id;
    expect(jobs.rows.some((j) => j.payload.invitationId === freshId)).toBe(true);

    const again = await ok(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [invitee.email] } }), 201);
    expect(again.data.invited).toEqual([]);
    expect(again.data.skipped[0].reason).toMatch(/Already invited/);
  });

  it('refuses bad input with 422 naming the field', async () => {
    const mentor = await t.member({ isMentor: true });
    for (const json of [{ emails: [] }, { emails: ['not an address'] }, { emails: Array.from({ length: 21 }, (_, i) => `x${i}@example.test`) }, { emails: ['a@example.test'], message: 'x'.repeat(1001) }, {}]) {
      const res = await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json });
      expect(res.status, JSON.stringify(json).slice(0, 60)).toBe(422);
      expect(Object.keys((await res.json()).errors ?? {}).length).toBeGreaterThan(0);
    }
    expect((await t.api('POST', '/v1/mentors/inviteReminder', { token: mentor.token, json: { id: 'x' } })).status).toBe(422);
    expect((await t.api('POST', '/v1/mentors/acceptInvite/abc', { token: mentor.token })).status).toBe(422);
    expect((await t.api('GET', '/v1/mentors/invitees?status=lost', { token: mentor.token })).status).toBe(422);
  });

  it('an address that registers later finds the invitation under requested, and accepting notifies and rewards the mentor', async () => {
    const mentor = await t.member({ isMentor: true, name: 'Ada Mentor' });
    const email = `later-${Date.now()}@example.test`;
    const { data } = await ok(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [email] } }), 201);
    const newcomer = await t.member({ email, name: 'Late Comer' });
    const requested = await ok(await t.api('GET', '/v1/mentors/requested', { token: newcomer.token }));
    expect(requested.data.map((r: { id: number }) => r.id)).toEqual([data.invited[0].id]);

    const stranger = await t.member();
    expect((await t.api('POST', `/v1/mentors/acceptInvite/${data.invited[0].id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.api('POST', `/v1/mentors/acceptInvite/${data.invited[0].id}`)).status).toBe(401);
    const accepted = await ok(await t.api('POST', `/v1/mentors/acceptInvite/${data.invited[0].id}`, { token: newcomer.token }));
    expect(accepted.data).toEqual({ id: data.invited[0].id, status: 'accepted' });
    expect((await t.api('POST', `/v1/mentors/acceptInvite/${data.invited[0].id}`, { token: newcomer.token })).status).toBe(409);

    const notes = await ok(await t.api('GET', '/v1/auth/notifications', { token: mentor.token }));
    expect(notes.data.map((n: { title: string }) => n.title)).toContain('Late Comer accepted your invitation');
    const badges = await ok(await t.api('GET', '/v1/auth/badges', { token: mentor.token }));
    expect(badges.data.find((b: { key: string }) => b.key === 'first_mentee').earned).toBe(true);
    // The locked Lantern (five mentees) counts the one accepted so far.
    expect(badges.data.find((b: { key: string }) => b.key === 'mentor_5')).toMatchObject({ earned: false, progress: { current: 1, target: 5, label: '1 of 5 mentees' } });
    const points = await ok(await t.api('GET', '/v1/auth/points?per_page=20', { token: mentor.token }));
    expect(points.data.map((p: { reason: string }) => p.reason)).toEqual(expect.arrayContaining(['mentor_mentee_accepted']));
    const home = await ok(await t.api('GET', '/v1/mentors/home', { token: mentor.token }));
    expect(home.data.mentees.map((m: { name: string }) => m.name)).toEqual(['Late Comer']);
  });

  it('declining notifies the mentor; expired invitations cannot be accepted', async () => {
    const invitee = await t.member({ name: 'No Thanks' });
    const mentor = await t.member({ isMentor: true });
    const { data } = await ok(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [invitee.email] } }), 201);
    expect((await ok(await t.api('POST', `/v1/mentors/rejectInvite/${data.invited[0].id}`, { token: invitee.token }))).data.status).toBe('declined');
    const list = await ok(await t.api('GET', '/v1/mentors/invitees', { token: mentor.token }));
    expect(list.data[0].status).toBe('declined');
    const notes = await ok(await t.api('GET', '/v1/auth/notifications', { token: mentor.token }));
    expect(notes.data[0].title).toBe('No Thanks declined your invitation');

    const other = await t.member();
    const second = await ok(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [other.email] } }), 201);
    await t.db.execute(sql`UPDATE mentor_invitations SET expires_at = now() - interval '1 minute' WHERE id = ${second.data.invited[0].id}`);
    expect((await ok(await t.api('GET', '/v1/mentors/requested', { token: other.token }))).data).toEqual([]);
    const res = await t.api('POST', `/v1/mentors/acceptInvite/${second.data.invited[0].id}`, { token: other.token });
    expect(res.status).toBe(409);
    expect((await ok(await t.api('GET', '/v1/mentors/invitees?status=expired', { token: mentor.token }))).data.map((i: { id: number }) => i.id)).toEqual([second.data.invited[0].id]);
  });

  it('reminders: once a day, three times in all; another mentor’s invitation is a 404', async () => {
    const mentor = await t.member({ isMentor: true });
    const otherMentor = await t.member({ isMentor: true });
    const { data } = await ok(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [`remind-${Date.now()}@example.test`] } }), 201);
    const id = data.invited[0].id;
    expect((await t.api('POST', '/v1/mentors/inviteReminder', { token: mentor.token, json: { id } })).status).toBe(409);
    expect((await t.api('POST', '/v1/mentors/inviteReminder', { token: otherMentor.token, json: { id } })).status).toBe(404);
    for (let round = 1; round <= 3; round++) {
      await t.db.execute(sql`UPDATE mentor_invitations SET last_sent_at = now() - interval '25 hours' WHERE id = ${id}`);
      const res = await ok(await t.api('POST', '/v1/mentors/inviteReminder', { token: mentor.token, json: { id } }));
      expect(res.data.reminders).toBe(round);
    }
    await t.db.execute(sql`UPDATE mentor_invitations SET last_sent_at = now() - interval '25 hours' WHERE id = ${id}`);
    const fourth = await t.api('POST', '/v1/mentors/inviteReminder', { token: mentor.token, json: { id } });
    expect(fourth.status).toBe(409);
    expect((await fourth.json()).message).toMatch(/three times|3 times/);
  });

  it('cancel, remove-mentee (leaves groups and recommendations) and clear; another mentor’s is a 404', async () => {
    const mentee = await t.member();
    const mentor = await mentorWith(t, [mentee]);
    const other = await t.member({ isMentor: true });
    const pending = await ok(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [`cancel-${Date.now()}@example.test`] } }), 201);
    const pendingId = pending.data.invited[0].id;
    expect((await t.api('DELETE', `/v1/mentors/invitees/${pendingId}`, { token: other.token })).status).toBe(404);
    expect((await ok(await t.api('DELETE', `/v1/mentors/invitees/${pendingId}`, { token: mentor.token }))).data.status).toBe('cancelled');
    expect((await ok(await t.api('DELETE', `/v1/mentors/invitees/${pendingId}`, { token: mentor.token }))).data.status).toBe('cancelled');
    expect((await t.api('DELETE', `/v1/mentors/invitees/${pendingId}`, { token: mentor.token })).status).toBe(404);

    await ok(await t.api('POST', '/v1/mentors/groups', { token: mentor.token, json: { name: 'Circle', member_ids: [mentee.id] } }), 201);
    const accepted = (await ok(await t.api('GET', '/v1/mentors/invitees?status=accepted', { token: mentor.token }))).data[0];
    expect((await ok(await t.api('DELETE', `/v1/mentors/invitees/${accepted.id}`, { token: mentor.token }))).data.status).toBe('removed');
    const groups = await ok(await t.api('GET', '/v1/mentors/groups', { token: mentor.token }));
    expect(groups.data[0].members).toEqual([]);
    expect((await ok(await t.api('GET', '/v1/mentors/home', { token: mentor.token }))).data.mentees).toEqual([]);
  });
});

describe('groups', () => {
  it('create, read, update, delete; members must be accepted mentees; another mentor’s group is a 404', async () => {
    const a = await t.member({ name: 'Alma' });
    const b = await t.member({ name: 'Bea' });
    const outsider = await t.member();
    const mentor = await mentorWith(t, [a, b]);
    const other = await t.member({ isMentor: true });

    const bad = await t.api('POST', '/v1/mentors/groups', { token: mentor.token, json: { name: 'Evening', member_ids: [a.id, outsider.id] } });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.member_ids).toBeDefined();
    expect((await t.api('POST', '/v1/mentors/groups', { token: mentor.token, json: { name: '  ' } })).status).toBe(422);

    const created = await ok(await t.api('POST', '/v1/mentors/groups', { token: mentor.token, json: { name: 'Evening', description: 'Wind-down practice', member_ids: [a.id] } }), 201);
    expect(created.data).toMatchObject({ name: 'Evening', description: 'Wind-down practice', members: [expect.objectContaining({ id: a.id, name: 'Alma' })] });
    const id = created.data.id;
    const badges = await ok(await t.api('GET', '/v1/auth/badges', { token: mentor.token }));
    expect(badges.data.find((x: { key: string }) => x.key === 'first_group').earned).toBe(true);

    for (const [method, json] of [['GET', undefined], ['PUT', { name: 'Mine now' }], ['DELETE', undefined]] as const) {
      expect((await t.api(method, `/v1/mentors/groups/${id}`, { token: other.token, json })).status, method).toBe(404);
      expect((await t.api(method, `/v1/mentors/groups/${id}`, { token: a.token, json })).status, method).toBe(403);
    }
    const updated = await ok(await t.api('PUT', `/v1/mentors/groups/${id}`, { token: mentor.token, json: { name: 'Evenings', member_ids: [a.id, b.id] } }));
    expect(updated.data.members.map((m: { name: string }) => m.name)).toEqual(['Alma', 'Bea']);
    expect((await ok(await t.api('GET', `/v1/mentors/groups/${id}`, { token: mentor.token }))).data.name).toBe('Evenings');

    const search = await ok(await t.api('GET', '/v1/mentors/users?search=bea', { token: mentor.token }));
    expect(search.data.map((p: { name: string }) => p.name)).toEqual(['Bea']);

    expect((await ok(await t.api('DELETE', `/v1/mentors/groups/${id}`, { token: mentor.token }))).data.id).toBe(id);
    expect((await t.api('GET', `/v1/mentors/groups/${id}`, { token: mentor.token })).status).toBe(404);
  });
});

describe('recommendations and assigned courses', () => {
  it('a recommendation reaches mentees and groups, shows on the dashboard, and finishing it rewards the mentor', async () => {
    const a = await t.member({ name: 'Ana' });
    const b = await t.member({ name: 'Ben' });
    const mentor = await mentorWith(t, [a, b]);
    const other = await t.member({ isMentor: true });
    const { course, lesson } = await oneLessonCourse(t, { title: 'Gentle Mornings' });
    const group = await ok(await t.api('POST', '/v1/mentors/groups', { token: mentor.token, json: { name: 'Morning people', member_ids: [b.id] } }), 201);

    for (const json of [{ mentee_ids: [a.id] }, { course_id: course.id }, { course_id: course.id, bundle_id: 1, mentee_ids: [a.id] }, { course_id: course.id, mentee_ids: [a.id], due_on: '2026-02-30' }]) {
      expect((await t.api('POST', '/v1/mentors/courseRecommendations', { token: mentor.token, json })).status, JSON.stringify(json)).toBe(422);
    }
    const created = await ok(await t.api('POST', '/v1/mentors/courseRecommendations', { token: mentor.token, json: { course_id: course.id, mentee_ids: [a.id], group_ids: [group.data.id], note: 'Try the first lesson', due_on: '2026-12-31' } }), 201);
    expect(created.data).toMatchObject({ item: { kind: 'course', id: course.id, title: 'Gentle Mornings' }, note: 'Try the first lesson', due_on: '2026-12-31' });
    expect(created.data.progress.map((p: { mentee: { name: string }; status: string }) => [p.mentee.name, p.status])).toEqual([['Ana', 'not_started'], ['Ben', 'not_started']]);
    const id = created.data.id;
    for (const [method, json] of [['GET', undefined], ['PUT', { course_id: course.id, mentee_ids: [a.id] }], ['DELETE', undefined]] as const) {
      expect((await t.api(method, `/v1/mentors/courseRecommendations/${id}`, { token: other.token, json })).status, method).toBe(404);
    }

    const home = await ok(await t.api('GET', '/v1/auth/home', { token: b.token }));
    expect(home.data.mentor_recommendations).toEqual([expect.objectContaining({ id, note: 'Try the first lesson', status: 'not_started', mentor: expect.objectContaining({ id: mentor.id }) })]);
    const notes = await ok(await t.api('GET', '/v1/auth/notifications', { token: a.token }));
    expect(notes.data[0].title).toMatch(/recommended “Gentle Mornings”/);

    await ok(await t.api('POST', `/v1/courses/${course.id}/enrolment`, { token: a.token }), 201).catch(async () => ok(await t.api('POST', `/v1/courses/${course.id}/enrolment`, { token: a.token })));
    await ok(await t.api('POST', `/v1/courses/${course.id}/${lesson.id}/finish`, { token: a.token }));
    const rec = await ok(await t.api('GET', `/v1/mentors/courseRecommendations/${id}`, { token: mentor.token }));
    expect(rec.data.progress.map((p: { mentee: { name: string }; status: string }) => [p.mentee.name, p.status])).toEqual([['Ana', 'finished'], ['Ben', 'not_started']]);
    const badges = await ok(await t.api('GET', '/v1/auth/badges', { token: mentor.token }));
    expect(badges.data.find((x: { key: string }) => x.key === 'mentee_finished').earned).toBe(true);
    const mentorHome = await ok(await t.api('GET', '/v1/mentors/home', { token: mentor.token }));
    expect(mentorHome.data.mentees.find((m: { name: string }) => m.name === 'Ana').recommendations).toEqual([{ recommendation_id: id, title: 'Gentle Mornings', status: 'finished', progress_percent: 100 }]);

    const updated = await ok(await t.api('PUT', `/v1/mentors/courseRecommendations/${id}`, { token: mentor.token, json: { course_id: course.id, mentee_ids: [a.id], note: 'Well done' } }));
    expect(updated.data.groups).toEqual([]);
    expect((await ok(await t.api('GET', '/v1/auth/home', { token: b.token }))).data.mentor_recommendations).toEqual([]);
    await ok(await t.api('DELETE', `/v1/mentors/courseRecommendations/${id}`, { token: mentor.token }));
    expect((await ok(await t.api('GET', '/v1/mentors/courseRecommendations', { token: mentor.token }))).data).toEqual([]);
  });

  it('assigning enrols a mentee with access, recommends (with the price) otherwise; remove keeps the enrolment', async () => {
    const a = await t.member();
    const mentor = await mentorWith(t, [a]);
    const other = await t.member({ isMentor: true });
    const outsider = await t.member();
    const free = await oneLessonCourse(t, { title: 'Free Calm' });
    const paid = await oneLessonCourse(t, { free: false, title: 'Paid Depth' });

    expect((await t.api('POST', '/v1/mentors/courses/assign', { token: mentor.token, json: { course_id: free.course.id, mentee_ids: [outsider.id] } })).status).toBe(422);
    expect((await t.api('POST', '/v1/mentors/courses/assign', { token: mentor.token, json: { course_id: free.course.id, mentee_ids: [] } })).status).toBe(422);
    const enrolled = await ok(await t.api('POST', '/v1/mentors/courses/assign', { token: mentor.token, json: { course_id: free.course.id, mentee_ids: [a.id] } }));
    expect(enrolled.data).toEqual([expect.objectContaining({ mode: 'enrolled', mentee: expect.objectContaining({ id: a.id }) })]);
    expect((await ok(await t.api('GET', `/v1/courses/${free.course.id}/enrolment/status`, { token: a.token }))).data.enrolled).toBe(true);
    // The mentee is told, and My Courses says who assigned it.
    const told = await ok(await t.api('GET', '/v1/auth/notifications', { token: a.token }));
    expect(told.data.map((n: { title: string }) => n.title)).toContain(`${mentor.name} enrolled you in “Free Calm”`);
    const mine = await ok(await t.api('GET', '/v1/auth/courses/enrolled', { token: a.token }));
    expect(mine.data.find((c: { course: { id: number } }) => c.course.id === free.course.id)).toMatchObject({ assigned_by: mentor.name });

    const recommended = await ok(await t.api('POST', '/v1/mentors/courses/assign', { token: mentor.token, json: { course_id: paid.course.id, mentee_ids: [a.id] } }));
    expect(recommended.data).toEqual([expect.objectContaining({ mode: 'recommended', course: expect.objectContaining({ price_cents: 4900, is_free: false }) })]);
    const home = await ok(await t.api('GET', '/v1/auth/home', { token: a.token }));
    expect(home.data.mentor_recommendations[0].item).toMatchObject({ title: 'Paid Depth', price_cents: 4900, is_free: false });

    const list = await ok(await t.api('GET', '/v1/mentors/courses', { token: mentor.token }));
    expect(list.data.assigned).toHaveLength(2);
    expect(list.data.courses.map((c: { title: string }) => c.title)).toEqual(expect.arrayContaining(['Free Calm', 'Paid Depth']));
    expect((await ok(await t.api('GET', '/v1/mentors/courses', { token: other.token }))).data.assigned).toEqual([]);

    expect((await t.api('POST', '/v1/mentors/courses/remove', { token: other.token, json: { course_id: free.course.id, mentee_id: a.id } })).status).toBe(404);
    await ok(await t.api('POST', '/v1/mentors/courses/remove', { token: mentor.token, json: { course_id: free.course.id, mentee_id: a.id } }));
    await ok(await t.api('POST', '/v1/mentors/courses/remove', { token: mentor.token, json: { course_id: paid.course.id, mentee_id: a.id } }));
    expect((await ok(await t.api('GET', `/v1/courses/${free.course.id}/enrolment/status`, { token: a.token }))).data.enrolled).toBe(true);
    expect((await ok(await t.api('GET', '/v1/auth/home', { token: a.token }))).data.mentor_recommendations).toEqual([]);
    expect((await t.api('POST', '/v1/mentors/courses/remove', { token: mentor.token, json: { course_id: 'x', mentee_id: a.id } })).status).toBe(422);
  });
});

describe('conversations follow the mentorship (messages domain)', () => {
  const conversations = async (token: string) =>
    ((await ok(await t.api('GET', '/v1/auth/conversations', { token }))).data as Array<{ kind: string; title: string; can_send: boolean }>).map((c) => `${c.kind}:${c.title}:${c.can_send}`).sort();

  it('accepting opens the pair’s conversation, a group opens its own, deleting the group removes it, removing the mentee closes theirs', async () => {
    const mentee = await t.member({ name: 'Chat Mentee' });
    const mentor = await t.member({ isMentor: true, name: 'Chat Mentor' });
    const { data } = await ok(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [mentee.email] } }), 201);
    expect(await conversations(mentee.token)).toEqual([]);
    await ok(await t.api('POST', `/v1/mentors/acceptInvite/${data.invited[0].id}`, { token: mentee.token }));
    expect(await conversations(mentee.token)).toEqual(['mentor:Chat Mentor:true']);

    const group = await ok(await t.api('POST', '/v1/mentors/groups', { token: mentor.token, json: { name: 'Chatters', member_ids: [mentee.id] } }), 201);
    expect(await conversations(mentee.token)).toEqual(['group:Chatters:true', 'mentor:Chat Mentor:true']);
    await ok(await t.api('PUT', `/v1/mentors/groups/${group.data.id}`, { token: mentor.token, json: { name: 'Chatters', member_ids: [] } }));
    expect(await conversations(mentee.token)).toEqual(['mentor:Chat Mentor:true']);
    await ok(await t.api('DELETE', `/v1/mentors/groups/${group.data.id}`, { token: mentor.token }));
    expect((await conversations(mentor.token)).filter((c) => c.startsWith('group:'))).toEqual([]);

    await ok(await t.api('DELETE', `/v1/mentors/invitees/${data.invited[0].id}`, { token: mentor.token }));
    expect((await conversations(mentee.token)).filter((c) => c.startsWith('mentor:') && c.endsWith(':true'))).toEqual([]);
  });
});

describe('an invitation to an address', () => {
  it('is not shown to an account whose address is not confirmed yet', async () => {
    const mentor = await t.member({ isMentor: true });
    const email = `unconfirmed-${Date.now()}@example.test`;
    const { data } = await ok(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [email] } }), 201);
    const claimant = await t.member({ email });
    await t.db.execute(sql`UPDATE users SET email_verified_at = NULL WHERE id = ${claimant.id}`);
    expect((await ok(await t.api('GET', '/v1/mentors/requested', { token: claimant.token }))).data).toEqual([]);
    expect((await t.api('POST', `/v1/mentors/acceptInvite/${data.invited[0].id}`, { token: claimant.token })).status).toBe(404);
    await t.db.execute(sql`UPDATE users SET email_verified_at = now() WHERE id = ${claimant.id}`);
    expect((await ok(await t.api('GET', '/v1/mentors/requested', { token: claimant.token }))).data).toHaveLength(1);
  });
});
