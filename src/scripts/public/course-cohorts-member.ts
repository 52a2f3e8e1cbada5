// The course page's cohorts for a signed-in member (docs/rules/cohorts.md, "On the course page"),
// started by course-actions-member.ts once the enrolment status is known: the Join links become
// buttons, the member's own cohort says so with the way to its member list, and a member in a cohort
// reads the drip of the outline as counted from its start.
import { joinCohort } from '../../lib/api/cohorts.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { localizePath } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import { paths } from '../../lib/paths.ts';
import type { EnrolmentStatus } from '../../lib/schemas/learning.ts';
import { toast } from '../../stores/ui.ts';

type Mine = EnrolmentStatus['cohort'];

function seatsText(left: number, capacity: number): string {
  return left === 0 ? m.public_cohorts_full() : m.public_cohorts_seats_left({ count: left, shown: String(left), capacity: String(capacity) });
}

/** The button's words, with the cohort's title for screen readers ("Join Spring run"). */
function label(button: HTMLButtonElement, words: string, title: string): void {
  const hidden = document.createElement('span');
  hidden.className = 'visually-hidden';
  hidden.textContent = ` ${title}`;
  button.replaceChildren(words, hidden);
}

function markMine(section: HTMLElement, mine: Mine): void {
  for (const item of section.querySelectorAll<HTMLElement>('[data-cohort]')) {
    const id = Number(item.dataset.cohort);
    const button = item.querySelector<HTMLButtonElement>('button[data-cohort-join]');
    const buy = item.querySelector<HTMLAnchorElement>('a[data-cohort-buy]');
    item.querySelector('[data-cohort-mine]')?.remove();
    if (buy) buy.style.display = mine?.id === id ? 'none' : '';
    if (mine?.id === id) {
      // Not `hidden`: the button's class sets its display.
      if (button) button.style.display = 'none';
      const note = document.createElement('p');
      note.dataset.cohortMine = '';
      note.className = 'course-cohorts__mine';
      const link = document.createElement('a');
      link.href = localizePath(paths.cohort(id));
      link.textContent = m.public_cohorts_see_members();
      note.append(`${m.public_cohorts_you_are_in()} `, link);
      item.append(note);
    } else if (button) {
      button.style.display = '';
      label(button, mine ? m.public_cohorts_move_to() : m.public_cohorts_join(), item.dataset.cohortTitle ?? '');
    }
  }
}

/** "Opens 7 days after you enrol" reads "… after your cohort starts" for a member in a cohort. */
function cohortDrip(mine: Mine): void {
  if (!mine) return;
  for (const el of document.querySelectorAll<HTMLElement>('.lessons__opens')) {
    el.textContent = (el.textContent ?? '').replace(m.public_opens_after_enrol(), m.public_opens_after_cohort());
  }
}

export function startMemberCohorts(status: EnrolmentStatus): void {
  let mine = status.cohort;
  cohortDrip(mine);
  const section = document.querySelector<HTMLElement>('[data-course-cohorts]');
  if (!section) return;
  const say = (message: string) => {
    const live = section.querySelector('[data-cohorts-status]');
    if (live) live.textContent = message;
  };
  // A place with its own price is bought at checkout (docs/rules/cohorts.md, "Paying for a place").
  for (const link of section.querySelectorAll<HTMLAnchorElement>('a[data-cohort-buy]')) link.href = localizePath(`/checkout?cohort=${link.dataset.cohortBuy}`);
  for (const link of section.querySelectorAll<HTMLAnchorElement>('a[data-cohort-join]')) {
    const item = link.closest<HTMLElement>('[data-cohort]')!;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = link.className;
    button.dataset.cohortJoin = link.dataset.cohortJoin;
    label(button, m.public_cohorts_join(), item.dataset.cohortTitle ?? '');
    link.replaceWith(button);
    button.addEventListener('click', async () => {
      button.disabled = true;
      try {
        const { data } = await joinCohort(Number(button.dataset.cohortJoin));
        mine = { id: data.id, title: data.title, starts_on: data.starts_on, starts_at: data.starts_at, time_zone: data.time_zone };
        const seats = item.querySelector('[data-cohort-seats]');
        if (seats) seats.textContent = seatsText(data.seats_left, data.capacity);
        markMine(section, mine);
        cohortDrip(mine);
        document.dispatchEvent(new CustomEvent('cohort-joined'));
        const message = m.public_cohorts_joined({ cohort: data.title });
        say(message);
        toast(message, 'success');
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return; // the Session Expired dialog handles it
        const message = err instanceof ApiError ? err.message : m.public_cohorts_join_failed();
        say(message);
        toast(message, 'error');
      } finally {
        button.disabled = false;
      }
    });
  }
  markMine(section, mine);
  section.dataset.ready = 'true';
}
