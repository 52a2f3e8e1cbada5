// A course's cohorts in the studio (docs/rules/cohorts.md, "In the studio"; docs/rules/client.md,
// "Loading data"): the list of the course's cohorts, the open cohort's members, and the actions that
// open, change, delete cohorts and place or remove members, each reloading what it changed.
import { atom } from 'nanostores';
import type { Item } from '../../../lib/api/client.ts';
import {
  createStudioCohort,
  deleteStudioCohort,
  listStudioCohortMembers,
  listStudioCohorts,
  placeStudioCohortMember,
  removeStudioCohortMember,
  updateStudioCohort,
} from '../../../lib/api/cohorts.ts';
import { getStudioCourse } from '../../../lib/api/studio-courses.ts';
import type { Cohort, CohortInput, StudioCohortMember } from '../../../lib/schemas/cohorts.ts';
import type { StudioCourse } from '../../../lib/schemas/studio-courses.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../../stores/query.ts';
import { toast } from '../../../stores/ui.ts';
import { createFormStore, submitForm, FIX_FIELDS } from '../form-store.ts';

export const $cohortCourseId = atom<string | null>(null);
/** The cohort whose members are shown, or null. */
export const $shownCohortId = atom<number | null>(null);
/** The cohort being edited: null for none, 'new' for the opening form. */
export const $editedCohort = atom<Cohort | 'new' | null>(null);

export const $cohortCourse = createFetcherStore<Item<StudioCourse>>([$memberKey, 'studio/cohort-course/', $cohortCourseId], { fetcher: (_m, _n, id) => getStudioCourse(String(id)) });
export const $studioCohorts = createFetcherStore<Item<Cohort[]>>([$memberKey, 'studio/cohorts/', $cohortCourseId], { fetcher: (_m, _n, id) => listStudioCohorts(String(id)) });
export const $studioCohortMembers = createFetcherStore<Item<StudioCohortMember[]>>([$memberKey, 'studio/cohort-members/', $shownCohortId], {
  fetcher: (_m, _n, id) => listStudioCohortMembers(Number(id)),
});

export const $cohortForm = createFormStore();
export const $placeForm = createFormStore();

const reload = () => refreshQueries('studio/cohorts/', $studioCohorts);
const reloadMembers = () => refreshQueries('studio/cohort-members/', $studioCohortMembers);

/** Opens a cohort or saves the edited one; true when saved (a 422 leaves its messages beside the fields). */
export async function saveCohort(input: CohortInput): Promise<boolean> {
  const edited = $editedCohort.get();
  const courseId = $cohortCourseId.get();
  if (!courseId || !edited) return false;
  const saved = await submitForm($cohortForm, () => (edited === 'new' ? createStudioCohort(courseId, input) : updateStudioCohort(edited.id, input)), {
    saved: edited === 'new' ? 'The cohort is open.' : 'The cohort is saved.',
    refused: FIX_FIELDS,
  });
  if (!saved) return false;
  $editedCohort.set(null);
  reload();
  return true;
}

/** Deletes an empty cohort; a cohort with members answers why not. */
export async function removeCohort(cohort: Cohort): Promise<void> {
  try {
    await deleteStudioCohort(cohort.id);
    toast(`“${cohort.title}” is deleted.`, 'success');
    if ($shownCohortId.get() === cohort.id) $shownCohortId.set(null);
    reload();
  } catch (err) {
    toast(err instanceof Error ? err.message : 'The cohort could not be deleted.', 'error');
  }
}

export async function placeMember(email: string): Promise<boolean> {
  const id = $shownCohortId.get();
  if (!id) return false;
  try {
    const placed = await submitForm($placeForm, () => placeStudioCohortMember(id, email), { saved: 'The member is placed in the cohort.' });
    if (!placed) return false;
  } catch (err) {
    $placeForm.setKey('errors', { email: [err instanceof Error ? err.message : 'The member could not be placed.'] });
    return false;
  }
  reloadMembers();
  reload();
  return true;
}

export async function removeMember(userId: number, name: string): Promise<void> {
  const id = $shownCohortId.get();
  if (!id) return;
  try {
    await removeStudioCohortMember(id, userId);
    toast(`${name} is out of the cohort.`, 'success');
  } catch (err) {
    toast(err instanceof Error ? err.message : 'The member could not be removed.', 'error');
  }
  reloadMembers();
  reload();
}
