// /studio/courses/{id}/preview (docs/rules/studio.md, "Courses"): the course as a visitor will see
// its page (title, summary, description, outcomes, curriculum, price), whatever its status, so an
// author checks it before publishing. The description is the server's sanitized HTML.
import { useEffect } from 'react';
import { formatAmount } from '../../../lib/schemas/billing.ts';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { StudioGate } from '../StudioGate.tsx';
import { $coursePreview, $previewId } from './course-preview-store.ts';
import { KIND_LABELS } from './fields.tsx';

function Preview({ id }: { id: string }) {
  useEffect(() => $previewId.set(id), [id]);
  const { data } = useQuery($coursePreview);
  if (!data) return <Loading />;
  const c = data.data;
  return (
    <div data-ready="">
      <p className="studio-preview-banner" role="status">
        Preview: this is how the course page will look to a visitor. <a href={`/studio/courses/${id}`}>Back to editing</a>
      </p>
      <article className="studio-preview card">
        <img src={c.image_url} alt="" width={480} height={270} className="studio-preview__image" />
        <p className="muted">
          {c.category.name} · {c.level} · {c.duration_minutes} min
        </p>
        <h1>{c.title}</h1>
        <p className="studio-preview__summary">{c.summary}</p>
        <p>
          <strong>{c.is_free ? 'Free' : formatAmount(c.price_cents, c.currency)}</strong>
          {c.instructor_name ? <> · with {c.instructor_name}</> : null}
        </p>
        <h2>About this course</h2>
        <div className="prose" dangerouslySetInnerHTML={{ __html: c.description }} />
        {c.outcomes.length ? (
          <>
            <h2>What you will learn</h2>
            <ul>
              {c.outcomes.map((o) => (
                <li key={o}>{o}</li>
              ))}
            </ul>
          </>
        ) : null}
        <h2>Curriculum ({c.lesson_count === 1 ? '1 lesson' : `${c.lesson_count} lessons`})</h2>
        <ol>
          {c.lessons.map((l) => (
            <li key={l.id}>
              {l.title} <span className="muted">· {KIND_LABELS[l.kind]} · {l.duration_minutes} min{l.is_preview ? ' · free preview' : ''}</span>
            </li>
          ))}
        </ol>
      </article>
    </div>
  );
}

export default function CoursePreview({ id }: { id: string }) {
  return (
    <StudioGate roles={['admin', 'author']}>
      <Preview id={id} />
    </StudioGate>
  );
}
