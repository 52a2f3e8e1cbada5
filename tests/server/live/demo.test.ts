// The demo's live sessions (src/server/demo/live.ts): the demo member sees an upcoming session she is
// going to, with its join link, and last week's, which she came to, with its recording.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DemoMember } from '../../helpers/demo.ts';
import { withDemoMember } from '../../helpers/demo.ts';

let demo: DemoMember;
beforeAll(async () => {
  demo = await withDemoMember();
});
afterAll(() => demo.t.close());

it('shows the demo member an upcoming session she is going to and a past one with its recording', async () => {
  const res = await demo.t.api('GET', '/v1/auth/live-sessions', { token: demo.token });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: Array<Record<string, unknown>> };
  expect(data).toHaveLength(2);
  expect(data[0]).toMatchObject({ title: 'Live practice: breathing for busy evenings', rsvp: 'going', join_url: 'https://meet.wellspring.example/live-practice', status: 'scheduled' });
  expect(new Date(String(data[0]!.starts_at)).getTime()).toBeGreaterThan(Date.now());
  expect(data[1]).toMatchObject({ title: 'Live Q&A: building a morning routine', attended: true, join_url: null, recording_url: 'https://video.wellspring.example/recordings/morning-routine' });
});
