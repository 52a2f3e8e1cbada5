// Generated-suite cases for importing people and enrolling by hand (docs/rules/studio.md, "Importing
// people", "Manual enrolment"): members, mentors and authors get 403; the admin previews an import of
// one person, starts it and reads it, and enrols and unenrols a member of the world's own making.
import type { Case } from './registry.ts';
import type { World } from './world.ts';

let made = 0;
const csv = () => {
  made += 1;
  return `name,email\nContract Person,contract.person.${made}.${Date.now()}@example.test`;
};

/**
 * Made once per world and case, before the first caller: the set-up writes rows (an import, an audit
 * row), and the matrix checks that the refused callers change nothing.
 */
function once<T>(make: (w: World) => Promise<T>): (w: World) => Promise<T> {
  const made = new WeakMap<World, Promise<T>>();
  return (w) => {
    if (!made.has(w)) made.set(w, make(w));
    return made.get(w)!;
  };
}

/** A previewed import of the admin's, for the run and progress cases. */
const previewedFor = () =>
  once(async (w) => {
    const res = await w.t.api('POST', '/v1/admin/imports/people', { token: w.studio.admin.token, json: { csv: csv() } });
    return ((await res.json()) as { data: { id: number } }).data.id;
  });
const toRun = previewedFor();
const toRead = previewedFor();

/** A new member the admin enrolled in the world's course, for the unenrol case. */
const enrolled = once(async (w) => {
  const member = await w.disposable('handenrolled');
  await w.t.api('POST', `/v1/admin/members/${member.id}/enrolments`, { token: w.studio.admin.token, json: { course_id: w.course.course.id } });
  return member.id;
});
const toEnrol = once(async (w) => (await w.disposable('handenrol')).id);

export const STUDIO_PEOPLE_CASES: Record<string, Case> = {
  'POST /v1/admin/imports/people': { access: 'admin', owner: [201], request: () => ({ json: { csv: csv() } }) },
  'POST /v1/admin/imports/people/{id}/run': { access: 'admin', owner: [202], setup: toRun, request: async (w) => ({ path: { id: await toRun(w) } }) },
  'GET /v1/admin/imports/people/{id}': { access: 'admin', setup: toRead, request: async (w) => ({ path: { id: await toRead(w) } }) },
  'POST /v1/admin/members/{id}/enrolments': { access: 'admin', owner: [201], setup: toEnrol, request: async (w) => ({ path: { id: await toEnrol(w) }, json: { course_id: w.course.course.id } }) },
  'DELETE /v1/admin/members/{id}/enrolments/{courseId}': { access: 'admin', setup: enrolled, request: async (w) => ({ path: { id: await enrolled(w), courseId: w.course.course.id } }) },
};
