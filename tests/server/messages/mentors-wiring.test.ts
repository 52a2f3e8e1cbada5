// The mentor programme drives the conversations (docs/rules/messages.md, "Who is in a conversation"):
// accepting an invitation opens the pair's conversation, removing the mentee closes it (the mentee
// gets a 404), creating and changing a group syncs its conversation, deleting the group deletes it.
// Everything goes through the mentors API, as a member would do it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helpers/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

async function ok(res: Response, what: string) {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function conversationsOf(token: string): Promise<Array<{ id: number; kind: string; title: string; participants: Array<{ id: number }> }>> {
  return (await ok(await t.api('GET', '/v1/auth/conversations', { token }), 'list')).data;
}

async function acceptedMentee(mentor: { token: string }) {
  const mentee = await t.member({ name: 'Wired Mentee' });
  const invited = (await ok(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [mentee.email] } }), 'invite')).data.invited[0].id as number;
  await ok(await t.api('POST', `/v1/mentors/acceptInvite/${invited}`, { token: mentee.token }), 'accept');
  return { mentee, invitationId: invited };
}

describe('conversations follow the mentor programme', () => {
  it('accepting opens the pair’s conversation; removing the mentee closes it for them', async () => {
    const mentor = await t.member({ isMentor: true, name: 'Wired Mentor' });
    const { mentee, invitationId } = await acceptedMentee(mentor);
    const [pair] = await conversationsOf(mentee.token);
    expect(pair).toMatchObject({ kind: 'mentor', title: 'Wired Mentor' });
    expect((await conversationsOf(mentor.token)).map((c) => c.id)).toContain(pair!.id);
    expect((await t.api('POST', `/v1/auth/conversations/${pair!.id}/messages`, { token: mentee.token, json: { body: 'Hello!' } })).status).toBe(201);

    await ok(await t.api('DELETE', `/v1/mentors/invitees/${invitationId}`, { token: mentor.token }), 'remove mentee');
    expect((await t.api('GET', `/v1/auth/conversations/${pair!.id}/messages`, { token: mentee.token })).status).toBe(404);
    expect(await conversationsOf(mentee.token)).toEqual([]);
    const kept = await ok(await t.api('GET', `/v1/auth/conversations/${pair!.id}`, { token: mentor.token }), 'mentor keeps it');
    expect(kept.data.can_send).toBe(false);
  });

  it('a group’s conversation is created, synced and deleted with the group', async () => {
    const mentor = await t.member({ isMentor: true, name: 'Group Wired Mentor' });
    const a = (await acceptedMentee(mentor)).mentee;
    const b = (await acceptedMentee(mentor)).mentee;
    const group = (await ok(await t.api('POST', '/v1/mentors/groups', { token: mentor.token, json: { name: 'Wired Circle', member_ids: [a.id] } }), 'group')).data;
    const find = async (token: string) => (await conversationsOf(token)).find((c) => c.kind === 'group');
    const conv = await find(a.token);
    expect(conv).toMatchObject({ title: 'Wired Circle' });
    expect(await find(b.token)).toBeUndefined();

    await ok(await t.api('PUT', `/v1/mentors/groups/${group.id}`, { token: mentor.token, json: { name: 'Wired Circle Two', member_ids: [b.id] } }), 'update group');
    expect(await find(a.token)).toBeUndefined();
    expect(await find(b.token)).toMatchObject({ id: conv!.id, title: 'Wired Circle Two' });

    await ok(await t.api('DELETE', `/v1/mentors/groups/${group.id}`, { token: mentor.token }), 'delete group');
    expect((await t.api('GET', `/v1/auth/conversations/${conv!.id}`, { token: mentor.token })).status).toBe(404);
    expect(await find(b.token)).toBeUndefined();
  });
});
