// Helpers for the message tests: a mentor, a mentee and their conversation made the way the mentors
// domain makes them (openMentorConversation inside a transaction), and a group's conversation.
import { openMentorConversation, syncGroupConversation } from '../../../src/server/messages/service/index.ts';
import type { TestContext } from '../../helpers/app.ts';

export async function pair(t: TestContext) {
  const mentor = await t.member({ isMentor: true, name: 'Mentor Mo' });
  const mentee = await t.member({ name: 'Mentee Mia' });
  const conversationId = await t.db.transaction((tx) => openMentorConversation(tx, mentor.id, mentee.id));
  return { mentor, mentee, conversationId };
}

let groupCounter = 9000;
export async function group(t: TestContext, memberCount = 2) {
  const mentor = await t.member({ isMentor: true, name: 'Group Mentor' });
  const members: Array<Awaited<ReturnType<TestContext["member"]>>> = [];
  for (let i = 0; i < memberCount; i += 1) members.push(await t.member({ name: `Group Member ${i + 1}` }));
  groupCounter += 1;
  const groupId = groupCounter;
  const conversationId = await t.db.transaction((tx) => syncGroupConversation(tx, { groupId, mentorId: mentor.id, name: 'Morning Circle', memberIds: members.map((m) => m.id) }));
  return { mentor, members, groupId, conversationId };
}

export const send = (t: TestContext, token: string, conversationId: number, body: string) =>
  t.api('POST', `/v1/auth/conversations/${conversationId}/messages`, { token, json: { body } });
