// Bookmarks: the courses the member saved for later, from GET /v1/auth/courses/bookmarked, each with
// a way to the course (or to continue it) and a button that removes the bookmark in place.
import { useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import type { BookmarkedCourse } from '../../../lib/schemas/learning.ts';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $bookmarks, $bookmarksPage, removeBookmark } from './bookmarks-store.ts';
import { PagedList } from './PagedList.tsx';
import './learning.css';

function BookmarkRow({ item }: { item: BookmarkedCourse }) {
  const [busy, setBusy] = useState(false);
  const { course } = item;
  const remove = async () => {
    setBusy(true);
    try {
      await removeBookmark(course.id);
      toast(`${course.title} was removed from your bookmarks.`, 'success');
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : 'The bookmark could not be removed.', 'error');
      setBusy(false);
    }
  };
  return (
    <li className="learning-card card">
      <img className="learning-card__image" src={course.image_url} alt="" width={160} height={100} loading="lazy" />
      <div className="learning-card__body">
        <h2 className="learning-card__title">
          <a href={`/course/${encodeURIComponent(course.slug)}`}>{course.title}</a>
        </h2>
        <p className="learning-card__summary">{course.summary}</p>
        <p className="learning-card__meta">
          {course.category.name} · {course.duration_minutes} min · {course.price_label}
        </p>
      </div>
      <div className="learning-card__actions">
        <a className="btn btn--primary" href={`/course/${encodeURIComponent(course.slug)}`} aria-label={`${item.enrolment_id ? 'Continue' : 'View course'}: ${course.title}`}>
          {item.enrolment_id ? 'Continue' : 'View course'}
        </a>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void remove()} aria-label={`Remove ${course.title} from bookmarks`}>
          Remove
        </button>
      </div>
    </li>
  );
}

function BookmarksContent() {
  const { data } = useQuery($bookmarks);
  return (
    <>
      <h1>Bookmarks</h1>
      <p className="muted">Courses you saved for later.</p>
      <PagedList
        data={data}
        label="Bookmark pages"
        onPage={(page) => $bookmarksPage.set(page)}
        empty={
          <>
            <p>No bookmarks yet. Use “Bookmark” on any course to keep it here.</p>
            <a className="btn btn--primary" href="/courses">
              Browse courses
            </a>
          </>
        }
      >
        {(item) => <BookmarkRow key={item.course.id} item={item} />}
      </PagedList>
    </>
  );
}

export default function Bookmarks() {
  return (
    <ErrorBoundary>
      <BookmarksContent />
    </ErrorBoundary>
  );
}
