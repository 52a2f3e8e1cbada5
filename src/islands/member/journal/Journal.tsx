// /journal (docs/rules/journal.md): the member's private journal. The mood over the last 60 days (the
// server draws the SVG; the figures are also a table), the entries newest first with their date,
// course and lesson, a search and a course filter, deleting an entry, and the whole journal as a
// Markdown file. No analytics event is sent from here: the journal is not measured.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { exportJournal } from '../../../lib/api/journal.ts';
import { formatCalendarDay } from '../rewards/format.ts';
import type { Mood } from '../../../lib/schemas/journal.ts';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $journalEntries, $journalQuery, $moodChart, deleteEntry, filterJournal, showJournalPage } from './journal-store.ts';
import '../practices/practices.css';
import { m } from '../../../paraglide/messages.js';
const MOOD_LABELS: Record<Mood, () => string> = { great: m.community_jr_mood_great, good: m.community_jr_mood_good, okay: m.community_jr_mood_okay, low: m.community_jr_mood_low, rough: m.community_jr_mood_rough };
const moodLabel = (mood: string | null) => (mood && mood in MOOD_LABELS ? MOOD_LABELS[mood as Mood]() : undefined);

function MoodCard() {
  const { data, loading } = useQuery($moodChart, { soft: true });
  if (loading) return <Loading />;
  if (!data) return <p className="muted">{m.community_jr_mood_failed()}</p>;
  const chart = data.data;
  const days = chart.days.filter((d) => d.mood || d.energy);
  return (
    <section className="card chart-card rewards-section" aria-labelledby="journal-mood">
      <h2 id="journal-mood">{m.community_jr_mood_heading()}</h2>
      {/* Drawn by the server (src/lib/charts/mood-chart.ts) from figures and escaped text. */}
      <figure className="mood-figure" dangerouslySetInnerHTML={{ __html: chart.svg }} />
      {days.length > 0 && (
        <details>
          <summary>{m.community_show_as_table()}</summary>
          <table className="data-table">
            <caption className="visually-hidden">{m.community_jr_mood_caption()}</caption>
            <thead>
              <tr>
                <th scope="col">{m.community_jr_day()}</th>
                <th scope="col">{m.community_jr_mood()}</th>
                <th scope="col">{m.community_jr_energy()}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <td>{formatCalendarDay(d.day, { day: 'numeric', month: 'short' })}</td>
                  <td>{moodLabel(d.mood) ?? '–'}</td>
                  <td>{d.energy ? m.community_of_five({ value: d.energy }) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </section>
  );
}

function JournalContent() {
  const [term, setTerm] = useState('');
  const query = useStore($journalQuery);
  const courses = useQuery($moodChart, { soft: true }).data?.data.courses ?? [];
  const { data, loading } = useQuery($journalEntries);

  async function download() {
    const md = await exportJournal();
    const url = URL.createObjectURL(new Blob([md], { type: 'text/markdown' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'wellspring-journal.md';
    a.click();
    URL.revokeObjectURL(url);
  }

  async function remove(id: number) {
    if (!(await confirmDialog(m.community_jr_delete_confirm(), m.community_confirmation(), { destructive: true }))) return;
    await deleteEntry(id);
    toast(m.community_jr_deleted(), 'success');
  }

  return (
    <div className="journal-page" data-ready={data ? 'true' : undefined}>
      <p className="muted">{m.community_jr_private()}</p>
      <MoodCard />
      <section className="rewards-section" aria-labelledby="journal-entries">
        <h2 id="journal-entries">{m.community_jr_entries()}</h2>
        <form
          className="journal-filters"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            filterJournal({ term: term.trim() || undefined });
          }}
        >
          <div className="field">
            <label htmlFor="journal-term">{m.community_jr_search_label()}</label>
            <input id="journal-term" type="search" value={term} maxLength={100} onChange={(e) => setTerm(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="journal-course">{m.community_course()}</label>
            <select id="journal-course" value={query.course_id ?? ''} onChange={(e) => filterJournal({ course_id: e.target.value ? Number(e.target.value) : undefined })}>
              <option value="">{m.community_jr_all_courses()}</option>
              {courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title} ({c.entries})
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn--primary">
            {m.community_jr_search()}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void download()}>
            {m.community_jr_export()}
          </button>
        </form>
        {loading || !data ? (
          <Loading />
        ) : data.data.length === 0 ? (
          <div className="empty-state card">
            <p>{query.term || query.course_id ? m.community_jr_no_match() : m.community_jr_empty()}</p>
          </div>
        ) : (
          <>
            <ul className="journal-list">
              {data.data.map((e) => (
                <li key={e.id} className="card journal-entry">
                  <h3>
                    <time dateTime={e.day}>{formatCalendarDay(e.day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</time>
                    {e.lesson ? ` · ${e.lesson.title}` : ''}
                  </h3>
                  <p className="journal-entry__meta">
                    {[e.course?.title, moodLabel(e.mood) && m.community_jr_mood_meta({ mood: moodLabel(e.mood)! }), e.energy && m.community_jr_energy_meta({ energy: e.energy })].filter(Boolean).join(' · ')}
                  </p>
                  {e.prompt && <p className="journal-entry__prompt">{e.prompt}</p>}
                  {e.body && <p className="journal-entry__body">{e.body}</p>}
                  <button type="button" className="btn btn--ghost" onClick={() => void remove(e.id)} aria-label={e.lesson ? m.community_jr_delete_label_lesson({ day: e.day, lesson: e.lesson.title }) : m.community_jr_delete_label({ day: e.day })}>
                    {m.community_delete()}
                  </button>
                </li>
              ))}
            </ul>
            {data.meta.last_page > 1 && (
              <nav className="practice-row__actions" aria-label={m.community_jr_pages()}>
                <button type="button" className="btn btn--ghost" disabled={query.page <= 1} onClick={() => showJournalPage(query.page - 1)}>
                  {m.community_jr_newer()}
                </button>
                <span>
                  {m.community_page_of({ page: data.meta.page, last: data.meta.last_page })}
                </span>
                <button type="button" className="btn btn--ghost" disabled={query.page >= data.meta.last_page} onClick={() => showJournalPage(query.page + 1)}>
                  {m.community_jr_older()}
                </button>
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}

export default function Journal() {
  return (
    <ErrorBoundary>
      <JournalContent />
    </ErrorBoundary>
  );
}
