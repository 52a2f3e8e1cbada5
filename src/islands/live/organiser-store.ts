// The organiser's live sessions, in the studio and the mentor area (docs/rules/live-sessions.md; docs/rules/client.md, "Loading data"): the
// organiser's sessions by page, the courses and groups to choose from, the session open in the form
// (a new one until saved), and the changes: schedule, save, cancel, attendance, recording.
import { atom } from 'nanostores';
import type { List } from '../../lib/api/client.ts';
import { cancelLiveSession, createLiveSession, liveAudiences, listOrganisedLiveSessions, markLiveAttendance, setLiveRecording, updateLiveSession } from '../../lib/api/live.ts';
import type { LiveSessionInput, OrganisedLiveSession } from '../../lib/schemas/live.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../stores/query.ts';
import { errorsOf, type Errors } from '../studio/form-store.ts';
import { m } from '../../paraglide/messages.js';

export const LIVE_PER_PAGE = 20;
export const $liveStudioPage = atom(1);
export const $organisedSessions = createFetcherStore<List<OrganisedLiveSession>>([$memberKey, 'studio/live?page=', $liveStudioPage], {
  fetcher: (_member, _name, page) => listOrganisedLiveSessions({ page: Number(page), per_page: LIVE_PER_PAGE }),
});
export const $liveAudiences = createFetcherStore<Awaited<ReturnType<typeof liveAudiences>>>([$memberKey, 'studio/live-audiences'], { fetcher: () => liveAudiences() });

/** The session in the form: null when none is open, `new` for one not scheduled yet. */
export const $openSession = atom<OrganisedLiveSession | 'new' | null>(null);
export const $sessionForm = atom<{ busy: boolean; errors: Errors; message: string | null }>({ busy: false, errors: {}, message: null });

const reload = () => refreshQueries('studio/live?', $organisedSessions);

export function openSession(s: OrganisedLiveSession | 'new' | null): void {
  $sessionForm.set({ busy: false, errors: {}, message: null });
  $openSession.set(s);
}

async function act(work: () => Promise<OrganisedLiveSession>, done: string): Promise<boolean> {
  $sessionForm.set({ busy: true, errors: {}, message: null });
  try {
    $openSession.set(await work());
    $sessionForm.set({ busy: false, errors: {}, message: done });
    reload();
    return true;
  } catch (err) {
    const fields = errorsOf(err);
    $sessionForm.set({ busy: false, errors: fields ?? {}, message: fields ? m.community_org_fields() : err instanceof Error ? err.message : m.community_try_again() });
    return false;
  }
}

/** Schedules a new session or saves the open one (the audience of a saved one does not change). */
export function saveSession(input: LiveSessionInput): Promise<boolean> {
  const open = $openSession.get();
  if (open && open !== 'new') {
    const { course_id: _c, group_id: _g, ...rest } = input;
    return act(async () => (await updateLiveSession(open.id, rest)).data, m.community_org_saved());
  }
  return act(async () => (await createLiveSession(input)).data, m.community_org_scheduled());
}

export const cancelSession = (id: number) => act(async () => (await cancelLiveSession(id)).data, m.community_org_cancelled());
export const saveAttendance = (id: number, attended: number[]) => act(async () => (await markLiveAttendance(id, { attended })).data, m.community_org_attendance_saved());
export const saveRecording = (id: number, recordingUrl: string) => act(async () => (await setLiveRecording(id, { recording_url: recordingUrl })).data, m.community_org_recording_saved());
