// The checklist above the publishing buttons (docs/rules/studio.md, "Before publishing"): what a
// visitor would miss on the course page. Only a course with no lesson at all is refused by the server
// (its page would have nothing to open); the rest warns and the author may publish anyway.
import type { StudioCourse } from '../../../lib/schemas/studio-courses.ts';

/** The placeholder a new course starts with (the server's DEFAULT_IMAGE). */
const DEFAULT_COURSE_IMAGE = '/images/courses/placeholder.svg';

type Check = { key: string; done: boolean; text: string; todo: string; blocks?: boolean };

export function courseChecks(course: StudioCourse): Check[] {
  const description = course.description_html.replace(/<[^>]*>/g, '').trim();
  const live = course.lessons.filter((l) => !l.archived_at);
  const lessons = live.length;
  const uncaptioned = live.filter((l) => l.uncaptioned_media > 0);
  const empty = course.sections.filter((s) => s.lesson_ids.length === 0);
  return [
    { key: 'description', done: description.length > 0, text: 'The course has a description.', todo: 'Write a description: the course page shows it under the title.' },
    { key: 'image', done: Boolean(course.image_url) && course.image_url !== DEFAULT_COURSE_IMAGE, text: 'The course has its own image.', todo: 'Choose an image: cards and the course page show a placeholder until then.' },
    {
      key: 'captions',
      done: uncaptioned.length === 0,
      text: 'Every video and audio file has captions.',
      // WCAG 2.1, 1.2.1 and 1.2.2: people who cannot hear need the words (docs/rules/studio.md, "Captions").
      todo: `Add captions to the video or audio of ${uncaptioned.map((l) => `“${l.title}”`).join(', ')}: learners who cannot hear it need them.`,
    },
    {
      key: 'sections',
      done: empty.length === 0,
      text: 'Every section has a lesson.',
      todo: `Add a lesson to ${empty.map((s) => `“${s.title}”`).join(', ')} or delete it: learners would see an empty section.`,
    },
    { key: 'lessons', done: lessons > 0, text: lessons === 1 ? 'The course has 1 lesson.' : `The course has ${lessons} lessons.`, todo: 'Add at least one lesson: a course without lessons cannot be published.', blocks: true },
  ];
}

export function PublishChecklist({ course }: { course: StudioCourse }) {
  const checks = courseChecks(course);
  const open = checks.filter((c) => !c.done).length;
  return (
    <div className="studio-checklist">
      <h3 id="checklist-heading">Before you publish</h3>
      <p className="muted">{open === 0 ? 'Everything is in place.' : open === 1 ? '1 thing to look at.' : `${open} things to look at.`}</p>
      <ul aria-labelledby="checklist-heading">
        {checks.map((c) => (
          <li key={c.key} className={c.done ? 'studio-checklist__done' : c.blocks ? 'studio-checklist__blocks' : 'studio-checklist__warn'}>
            <span aria-hidden="true">{c.done ? '✓' : c.blocks ? '✕' : '!'}</span> <span className="visually-hidden">{c.done ? 'Done: ' : c.blocks ? 'Needed: ' : 'Suggested: '}</span>
            {c.done ? c.text : c.todo}
          </li>
        ))}
      </ul>
    </div>
  );
}
