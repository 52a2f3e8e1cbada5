// /studio/courses/{id} (docs/rules/studio.md, "Courses"): a course's details, its publishing state
// (publish now, schedule, unpublish, preview) and its lessons. Field errors show beside their fields.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { StudioCourse } from '../../../lib/schemas/studio-courses.ts';
import { useQuery } from '../../ui/use-query.ts';
import { EditedRecord } from '../form.tsx';
import { formatTime } from '../format.tsx';
import MediaPicker from '../MediaPicker.tsx';
import RichTextField from '../RichTextField.tsx';
import SpanishVersion from '../SpanishVersion.tsx';
import { StudioGate } from '../StudioGate.tsx';
import { $course, $details, $detailsForm, $isAdmin, $publishing, editDetails, openCourse, publishNow, saveDetails, schedule, setPublishAt, showCourse, unpublish } from './course-editor-store.ts';
import { $courseCategories } from './course-categories.ts';
import { described, Field, StatusBadge } from './fields.tsx';
import { LessonList } from './LessonList.tsx';
import { ExportCourseButton } from './CourseArchive.tsx';
import { PublishChecklist } from './PublishChecklist.tsx';

function DetailsForm({ course }: { course: StudioCourse }) {
  const categories = useQuery($courseCategories);
  const { description, outcomes, imageUrl } = useStore($details) ?? { description: course.description_html, outcomes: course.outcomes.join('\n'), imageUrl: course.image_url };
  const { errors, saving: busy } = useStore($detailsForm);
  const isAdmin = useStore($isAdmin);
  // The price is asked only for a course that is not free (docs/rules/studio.md, "Price").
  const [free, setFree] = useState(course.is_free);

  function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void saveDetails(new FormData(e.currentTarget));
  }

  return (
    <form className="studio-form studio-course-form" onSubmit={save} noValidate aria-labelledby="details-heading">
      <h2 id="details-heading">Details</h2>
      <Field id="c-title" label="Title" errors={errors.title}>
        <input id="c-title" name="title" defaultValue={course.title} maxLength={160} required {...described('c-title', errors.title)} />
      </Field>
      <Field id="c-slug" label="Address (slug)" errors={errors.slug} hint={`The course page: /course/${course.slug}`}>
        <input id="c-slug" name="slug" defaultValue={course.slug} maxLength={80} {...described('c-slug', errors.slug, true)} />
      </Field>
      <Field id="c-summary" label="Summary" errors={errors.summary} hint="One or two sentences for course cards and search results.">
        <textarea id="c-summary" name="summary" rows={2} maxLength={400} defaultValue={course.summary} {...described('c-summary', errors.summary, true)} />
      </Field>
      <RichTextField id="c-description" label="Description" value={description} onChange={(html) => editDetails('description', html)} error={errors.description_html?.join(' ')} />
      <Field id="c-outcomes" label="What learners will get (one per line)" errors={Object.entries(errors).filter(([k]) => k.startsWith('outcomes')).flatMap(([, v]) => v)}>
        <textarea id="c-outcomes" rows={4} value={outcomes} onChange={(e) => editDetails('outcomes', e.target.value)} />
      </Field>
      <div className="studio-form__row">
        <Field id="c-category" label="Category" errors={errors.category_id}>
          <select id="c-category" name="category_id" defaultValue={course.category.id} key={categories.data ? 'loaded' : 'loading'}>
            {(categories.data?.data ?? [course.category]).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="c-level" label="Level" errors={errors.level}>
          <select id="c-level" name="level" defaultValue={course.level}>
            <option value="beginner">Beginner</option>
            <option value="intermediate">Intermediate</option>
            <option value="advanced">Advanced</option>
          </select>
        </Field>
        <Field id="c-duration" label="Duration (minutes)" errors={errors.duration_minutes}>
          <input id="c-duration" name="duration_minutes" type="number" min={1} defaultValue={course.duration_minutes} {...described('c-duration', errors.duration_minutes)} />
        </Field>
      </div>
      <div className="studio-form__row">
        <div className="field field--check">
          <input id="c-free" name="is_free" type="checkbox" checked={free} onChange={(e) => setFree(e.target.checked)} />
          <label htmlFor="c-free">Free course</label>
        </div>
        {free ? null : (
          <Field id="c-price" label="Price" errors={errors.price_cents} hint="Required for a course that is not free.">
            <input id="c-price" name="price" type="number" min={0} step="0.01" required defaultValue={course.price_cents > 0 ? (course.price_cents / 100).toFixed(2) : ''} {...described('c-price', errors.price_cents, true)} />
          </Field>
        )}
        <Field id="c-currency" label="Currency" errors={errors.currency}>
          <input id="c-currency" name="currency" defaultValue={course.currency} maxLength={3} {...described('c-currency', errors.currency)} />
        </Field>
      </div>
      <Field id="c-image" label="Image address" errors={errors.image_url} hint="Choose or upload one in the media library, or write a site path (/images/…) or an https:// address.">
        <input id="c-image" name="image_url" value={imageUrl} onChange={(e) => editDetails('imageUrl', e.target.value)} maxLength={500} {...described('c-image', errors.image_url, true)} />
      </Field>
      <div className="studio-image-pick">
        {imageUrl ? <img src={imageUrl} alt="" width={160} height={90} className="studio-image-pick__preview" /> : null}
        <MediaPicker kind="image" label="Choose an image from the media library" onPick={(url) => editDetails('imageUrl', url)} />
      </div>
      <Field id="c-instructor" label="Instructor shown on the page" errors={errors.instructor_name}>
        <input id="c-instructor" name="instructor_name" defaultValue={course.instructor_name} maxLength={120} />
      </Field>
      {isAdmin ? (
        <div className="field field--check">
          <input id="c-featured" name="is_featured" type="checkbox" defaultChecked={course.is_featured} />
          <label htmlFor="c-featured">Feature on the home page</label>
        </div>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save details'}
      </button>
    </form>
  );
}

function PublishPanel({ course }: { course: StudioCourse }) {
  const { at, error, busy } = useStore($publishing);
  const live = course.status === 'published';
  return (
    <section className="card studio-publish" aria-labelledby="publish-heading">
      <h2 id="publish-heading">Publishing</h2>
      <p>
        Status: <StatusBadge status={course.status} />
        {course.status === 'scheduled' && course.publish_at ? <> · goes live {formatTime(course.publish_at)}</> : null}
      </p>
      {live ? (
        <p>
          <a href={`/course/${course.slug}`}>View the course page</a>
        </p>
      ) : null}
      <p>
        <a href={`/studio/courses/${course.id}/preview`}>Preview as a visitor</a>
      </p>
      <p>
        <a href={`/studio/courses/${course.id}/funnel`}>Funnel: where members stop</a>
      </p>
      <p>
        <a href={`/studio/courses/${course.id}/cohorts`}>Cohorts: runs that start together</a>
      </p>
      {!live ? <PublishChecklist course={course} /> : null}
      {error ? (
        <p className="field-error" role="alert" id="publish-error">
          {error}
        </p>
      ) : null}
      <div className="studio-actions">
        {!live ? (
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void publishNow()}>
            Publish now
          </button>
        ) : null}
        {course.status !== 'draft' && course.status !== 'unpublished' ? (
          <button type="button" className="btn" disabled={busy} onClick={() => void unpublish()}>
            {live ? 'Unpublish' : 'Cancel the schedule'}
          </button>
        ) : null}
      </div>
      {!live ? (
        <form
          className="studio-schedule"
          onSubmit={(e) => {
            e.preventDefault();
            void schedule();
          }}
        >
          <label htmlFor="publish-at">Or publish at</label>
          <input id="publish-at" type="datetime-local" value={at} onChange={(e) => setPublishAt(e.target.value)} aria-describedby={error ? 'publish-error' : undefined} />
          <button type="submit" className="btn" disabled={busy}>
            Schedule
          </button>
        </form>
      ) : null}
    </section>
  );
}

function Editor({ id }: { id: string }) {
  useEffect(() => openCourse(id), [id]);
  return (
    <EditedRecord $record={$course} notFound={{ title: 'Course not found', back: '/studio/courses', backLabel: 'Back to your courses' }}>
      {(current) => (
        <>
          <p>
            <a href="/studio/courses">← All courses</a>
          </p>
          <h1>{current.title}</h1>
          <p className="muted">
            {current.enrolments === 1 ? '1 member enrolled' : `${current.enrolments} members enrolled`} · {current.owner ? `Owned by ${current.owner.name}` : 'Owned by the administrators (no single author)'}
          </p>
          <p className="studio-actions">
            <ExportCourseButton course={current} />
          </p>
          <div className="studio-course-grid">
            <div>
              <div className="card">
                <DetailsForm course={current} />
              </div>
              <SpanishVersion
                path={`/admin/courses/${current.id}/spanish`}
                idPrefix="c"
                fields={[
                  { name: 'title', label: 'Spanish title', kind: 'text', maxLength: 160 },
                  { name: 'summary', label: 'Spanish summary (optional)', kind: 'textarea', maxLength: 400 },
                  { name: 'description_html', label: 'Spanish description (optional)', kind: 'html' },
                ]}
                note="Lesson titles and readings have their own Spanish version in each lesson’s editor."
              />
            </div>
            <div>
              <PublishPanel course={current} />
              <LessonList course={current} onChanged={showCourse} />
            </div>
          </div>
        </>
      )}
    </EditedRecord>
  );
}

export default function CourseEditor({ id }: { id: string }) {
  return (
    <StudioGate roles={['admin', 'author']}>
      <Editor id={id} />
    </StudioGate>
  );
}
