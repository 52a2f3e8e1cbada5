// The member page's enrolments store against the real API (docs/rules/studio.md, "Manual
// enrolment"): the published courses to choose from, enrolling by hand (the profile on screen is
// replaced by the answer), a missing choice and a refusal said beside the field, and unenrolling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $memberId, $memberProfile } from '../../../src/islands/studio/member-detail-store.ts';
import { $enrolForm, $publishedCourses, enrolMember, unenrolMember } from '../../../src/islands/studio/member-enrolments-store.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';
import { makeLearningCourse } from '../../server/learning/factories.ts';

let ctx: TestContext;
let restoreFetch: () => void;

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  await signInAs(ctx, await ctx.member({ role: 'admin' }));
});

afterAll(async () => {
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('member enrolments store', () => {
  it('enrols a member by hand and unenrols them, the profile on screen following each answer', async () => {
    const course = await makeLearningCourse(ctx.db, { title: 'By Hand Course' });
    const member = await ctx.member({ name: 'Hand Enrolled' });
    const courses = watch($publishedCourses);
    expect((await courses.until(answered)).data!.data.map((c) => c.title)).toContain('By Hand Course');
    courses.stop();
    $memberId.set(member.id);
    const profile = watch($memberProfile);
    await profile.until(answered);

    expect(await enrolMember(member, null)).toBe(false);
    expect($enrolForm.get()).toEqual({ busy: false, error: 'Choose a course.' });
    expect(await enrolMember(member, course.course.id)).toBe(true);
    expect($enrolForm.get()).toEqual({ busy: false, error: null });
    expect($memberProfile.get().data!.data.enrolment_list.map((e) => e.course.title)).toEqual(['By Hand Course']);
    // Enrolled already: refused, said beside the field, nothing changed.
    expect(await enrolMember(member, course.course.id)).toBe(false);
    expect($enrolForm.get().error).toBeTruthy();

    await unenrolMember(member, course.course);
    expect($memberProfile.get().data!.data.enrolment_list).toEqual([]);
    profile.stop();
  });
});
