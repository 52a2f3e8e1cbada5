// A reading: the lesson's HTML (sanitized when stored), its audio or video streamed from signed URLs
// (so the browser fetches byte ranges itself) with captions and a transcript (MediaPlayer.tsx), PDFs to open, and "Mark as done" through /finish.
import type { Lesson, SaveResult } from '../../../lib/schemas/learning.ts';
import { MediaPlayer } from '../MediaPlayer.tsx';
import { saveWork, type PlayerContext } from '../save.ts';
import { SaveStatus, useSave } from '../SaveStatus.tsx';
import { LessonBody } from '../LessonBody.tsx';
import { m } from '../../../paraglide/messages.js';

type Props = { lesson: Lesson; ctx: PlayerContext; onSaved: (result: SaveResult) => void };

function Media({ item }: { item: Lesson['media'][number] }) {
  if (item.type !== 'pdf') return <MediaPlayer item={item} />;
  return (
    <p className="lesson-media lesson-media--pdf">
      <a className="btn btn--ghost" href={item.url} target="_blank" rel="noopener">
        {m.learning_open_file({ title: item.title })}
      </a>
    </p>
  );
}

export function DetailLesson({ lesson, ctx, onSaved }: Props) {
  const { state, run } = useSave(onSaved);
  return (
    <>
      <LessonBody html={lesson.body_html} />
      {lesson.media.length > 0 && (
        <section className="lesson-media-list" aria-label={m.learning_lesson_media()}>
          {lesson.media.map((item) => (
            <Media key={`${item.type}-${item.file}`} item={item} />
          ))}
        </section>
      )}
      <div className="lesson-actions">
        {lesson.completed ? (
          <p className="badge badge--done">{m.learning_completed()}</p>
        ) : (
          <button type="button" className="btn btn--primary" disabled={state.status === 'saving'} onClick={() => void run(() => saveWork(ctx, lesson, 'finish', {}))}>
            {m.learning_mark_done()}
          </button>
        )}
        <SaveStatus state={state} savedLabel={m.learning_marked_done()} />
      </div>
    </>
  );
}
