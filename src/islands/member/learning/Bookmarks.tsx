// Bookmarks: the courses the member saved for later, from GET /v1/auth/courses/bookmarked, each with
// a way to the course (or to continue it) and a button that removes the bookmark in place.
import { useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { localizePath } from '../../../lib/i18n.ts';
import type { BookmarkedCourse } from '../../../lib/schemas/learning.ts';
import { m } from '../../../paraglide/messages.js';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $bookmarks, $bookmarksPage, removeBookmark } from './bookmarks-store.ts';
import { PagedList } from './PagedList.tsx';
import './learning.css';

function BookmarkRow({ item }: { item: BookmarkedCourse }) {
  const [busy, setBusy] = useState(false);
  const { course } = item;
  const href = localizePath(`/course/${encodeURIComponent(course.slug)}`);
  const action = item.enrolment_id ? m.member_continue() : m.member_view_course();
  const remove = async () => {
    setBusy(true);
    try {
      await removeBookmark(course.id);
      toast(m.member_bookmark_removed({ title: course.title }), 'success');
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : m.member_bookmark_remove_failed(), 'error');
      setBusy(false);
    }
  };
  return (
    <li className="learning-card card">
      <img className="learning-card__image" src={course.image_url} alt="" width={160} height={100} loading="lazy" />
      <div className="learning-card__body">
        <h2 className="learning-card__title">
          <a href={href}>{course.title}</a>
        </h2>
        <p className="learning-card__summary">{course.summary}</p>
        <p className="learning-card__meta">
          {course.category.name} · {course.duration_minutes} min · {course.price_label}
        </p>
      </div>
      <div className="learning-card__actions">
        <a className="btn btn--primary" href={href} aria-label={`${action}: ${course.title}`}>
          {action}
        </a>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void remove()} aria-label={m.member_bookmark_remove_label({ title: course.title })}>
          {m.member_remove()}
        </button>
      </div>
    </li>
  );
}

function BookmarksContent() {
  const { data } = useQuery($bookmarks);
  return (
    <>
      <h1>{m.member_bookmarks_heading()}</h1>
      <p className="muted">{m.member_bookmarks_intro()}</p>
      <PagedList
        data={data}
        label={m.member_bookmarks_pages()}
        onPage={(page) => $bookmarksPage.set(page)}
        empty={
          <>
            <p>{m.member_bookmarks_empty()}</p>
            <a className="btn btn--primary" href={localizePath('/courses')}>
              {m.member_browse_courses()}
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
