// Finding a course to put in a bundle by its title (docs/rules/studio.md, "Site content"): a search
// over the studio's course list whose "Add" buttons append the course's id to the bundle's list.
import { useState } from 'react';
import { listStudioCourses } from '../../../lib/api/studio-courses.ts';
import type { StudioCourseSummary } from '../../../lib/schemas/studio-courses.ts';

export function CourseFinder({ onAdd }: { onAdd: (id: number) => void }) {
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<StudioCourseSummary[] | null>(null);
  async function search() {
    const res = await listStudioCourses({ ...(term.trim() ? { q: term.trim() } : {}), status: 'all', per_page: 8 });
    setFound(res.data);
  }
  return (
    <div className="studio-course-finder">
      <label htmlFor="bundle-course-search">Find a course to add</label>
      <div className="studio-course-finder__row">
        <input
          id="bundle-course-search"
          type="search"
          value={term}
          maxLength={100}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={(e) => {
            // Enter searches here instead of submitting the bundle's form.
            if (e.key === 'Enter') {
              e.preventDefault();
              void search();
            }
          }}
        />
        <button type="button" className="btn btn--ghost" onClick={() => void search()}>
          Search courses
        </button>
      </div>
      {found ? (
        found.length ? (
          <ul className="studio-course-finder__results" aria-live="polite">
            {found.map((c) => (
              <li key={c.id}>
                {c.title} <span className="muted">(id {c.id}, {c.status})</span>{' '}
                <button type="button" className="btn btn--ghost" onClick={() => onAdd(c.id)} aria-label={`Add “${c.title}” to the bundle`}>
                  Add
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p aria-live="polite">No course matches “{term}”.</p>
        )
      ) : null}
    </div>
  );
}
