// /studio/lessons/{id} (docs/rules/studio.md, "Lessons"): one lesson's editor. Every kind has a
// title, duration, free-preview flag and a rich-text body (the reading itself, or the introduction);
// then its own content: checklist items, quiz questions and pass mark, survey questions, or the task
// prompt with its file rules. One Save sends it all; errors show beside their fields.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { LessonUpdate, StudioLesson } from '../../../lib/schemas/studio-courses.ts';
import { TASK_FILE_EXTENSIONS } from '../../../lib/schemas/studio-courses.ts';
import { EditedRecord } from '../form.tsx';
import RichTextField from '../RichTextField.tsx';
import SpanishVersion from '../SpanishVersion.tsx';
import { StudioGate } from '../StudioGate.tsx';
import { described, Field, KIND_LABELS } from './fields.tsx';
import { $lesson, $lessonForm, openLesson, saveLesson } from './lesson-editor-store.ts';
import { LessonMediaField, type MediaDraft } from './LessonMediaField.tsx';
import { ChecklistBuilder, newKey, QuizBuilder, SurveyBuilder, type ItemDraft, type QuizDraft, type SurveyDraft } from './QuestionBuilders.tsx';
import { QuizStatistics } from './QuizStatistics.tsx';

const MB = 1024 * 1024;

function draftsOf(lesson: StudioLesson) {
  return {
    items: lesson.items.map((i): ItemDraft => ({ key: newKey(), id: i.id, label: i.label })),
    quiz: lesson.kind === 'quiz' ? lesson.questions.map((q): QuizDraft => ({ key: newKey(), id: q.id, prompt: q.prompt, kind: q.kind as QuizDraft['kind'], options: q.options, correct: q.correct_option_ids, explanation: q.explanation })) : [],
    survey: lesson.kind === 'survey' ? lesson.questions.map((q): SurveyDraft => ({ key: newKey(), id: q.id, prompt: q.prompt, kind: q.kind as SurveyDraft['kind'], options: q.options, required: q.required })) : [],
    media: lesson.media.map(
      (m): MediaDraft => ({
        key: newKey(),
        file: m.file,
        type: m.type,
        title: m.title,
        poster: m.poster,
        tracks: m.tracks.map((t) => ({ key: newKey(), media_id: t.media_id, name: t.url.slice(t.url.lastIndexOf('/') + 1), language: t.language, label: t.label, kind: t.kind, default: t.default })),
      }),
    ),
  };
}

function Form({ lesson }: { lesson: StudioLesson }) {
  const initial = draftsOf(lesson);
  const [bodyHtml, setBodyHtml] = useState(lesson.body_html);
  const [items, setItems] = useState(initial.items);
  const [quiz, setQuiz] = useState(initial.quiz);
  const [survey, setSurvey] = useState(initial.survey);
  const [media, setMedia] = useState(initial.media);
  const { errors, saving: busy } = useStore($lessonForm);

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const input: LessonUpdate = {
      title: String(f.get('title')),
      duration_minutes: Number(f.get('duration_minutes')),
      is_preview: f.get('is_preview') === 'on',
      body_html: bodyHtml,
      media: media.map((m) => ({
        ...(m.file ? { file: m.file } : { media_id: m.media_id! }),
        title: m.title,
        ...(m.type === 'video' ? { poster_id: m.poster?.media_id ?? null } : {}),
        ...(m.type === 'pdf' ? {} : { tracks: m.tracks.map((t) => ({ media_id: t.media_id, language: t.language, label: t.label, kind: t.kind, default: t.default })) }),
      })),
    };
    if (lesson.kind === 'checklist') input.items = items.map((i) => ({ ...(i.id ? { id: i.id } : {}), label: i.label }));
    if (lesson.kind === 'quiz') {
      input.pass_mark = Number(f.get('pass_mark'));
      // Empty asks every question (docs/rules/quizzes.md, "Question pools").
      const draw = String(f.get('quiz_draw_count') ?? '').trim();
      input.quiz_draw_count = draw === '' ? null : Number(draw);
      input.quiz_questions = quiz.map((q) => ({ ...(q.id ? { id: q.id } : {}), prompt: q.prompt, kind: q.kind, options: q.options, correct_option_ids: q.correct, explanation: q.explanation }));
    }
    if (lesson.kind === 'survey') input.survey_questions = survey.map((q) => ({ ...(q.id ? { id: q.id } : {}), prompt: q.prompt, kind: q.kind, options: q.options, required: q.required }));
    if (lesson.kind === 'task') {
      input.task_prompt = String(f.get('task_prompt'));
      input.task_file_types = f.getAll('task_file_types').map(String);
      input.task_max_bytes = Math.round(Number(f.get('task_max_mb')) * MB);
    }
    const saved = await saveLesson(lesson.id, input);
    if (!saved) return;
    // New rows now have ids: start again from what the server stored.
    const drafts = draftsOf(saved);
    setItems(drafts.items);
    setQuiz(drafts.quiz);
    setSurvey(drafts.survey);
    setMedia(drafts.media);
  }

  return (
    <form className="studio-form studio-lesson-form" onSubmit={save} noValidate>
      <Field id="ls-title" label="Title" errors={errors.title}>
        <input id="ls-title" name="title" defaultValue={lesson.title} maxLength={160} required {...described('ls-title', errors.title)} />
      </Field>
      <div className="studio-form__row">
        <Field id="ls-duration" label="Duration (minutes)" errors={errors.duration_minutes}>
          <input id="ls-duration" name="duration_minutes" type="number" min={1} max={600} defaultValue={lesson.duration_minutes} {...described('ls-duration', errors.duration_minutes)} />
        </Field>
        <div className="field field--check">
          <input id="ls-preview" name="is_preview" type="checkbox" defaultChecked={lesson.is_preview} />
          <label htmlFor="ls-preview">Free preview (visitors may open it without enrolling)</label>
        </div>
      </div>
      <RichTextField id="ls-body" label={lesson.kind === 'detail' ? 'Reading' : 'Introduction'} value={bodyHtml} onChange={setBodyHtml} error={errors.body_html?.join(' ')} />

      <LessonMediaField items={media} onChange={setMedia} errors={errors} />
      {lesson.kind === 'checklist' ? <ChecklistBuilder items={items} onChange={setItems} errors={errors} /> : null}
      {lesson.kind === 'quiz' ? (
        <>
          <Field id="ls-pass" label="Pass mark (% of points)" errors={errors.pass_mark}>
            <input id="ls-pass" name="pass_mark" type="number" min={1} max={100} defaultValue={lesson.pass_mark ?? 70} {...described('ls-pass', errors.pass_mark)} />
          </Field>
          <Field id="ls-draw" label="Questions drawn per attempt (optional)" hint={`Leave empty to ask all ${quiz.length}. A number from 1 to ${quiz.length} asks that many, drawn at random for each attempt.`} errors={errors.quiz_draw_count}>
            <input id="ls-draw" name="quiz_draw_count" type="number" min={1} max={Math.max(1, quiz.length)} step={1} inputMode="numeric" defaultValue={lesson.quiz_draw_count ?? ''} {...described('ls-draw', errors.quiz_draw_count, true)} />
          </Field>
          <QuizBuilder questions={quiz} onChange={setQuiz} errors={errors} />
          <QuizStatistics lessonId={lesson.id} />
        </>
      ) : null}
      {lesson.kind === 'survey' ? <SurveyBuilder questions={survey} onChange={setSurvey} errors={errors} /> : null}
      {lesson.kind === 'task' ? (
        <>
          <Field id="ls-task" label="What the learner is asked to do" errors={errors.task_prompt}>
            <textarea id="ls-task" name="task_prompt" rows={4} maxLength={5000} defaultValue={lesson.task_prompt ?? ''} {...described('ls-task', errors.task_prompt)} />
          </Field>
          <fieldset className="studio-options">
            <legend>Files a learner may attach (none ticked: every type the platform accepts)</legend>
            {TASK_FILE_EXTENSIONS.map((ext) => (
              <label key={ext} className="studio-inline-choice">
                <input type="checkbox" name="task_file_types" value={ext} defaultChecked={lesson.task_file_types?.includes(ext) ?? false} /> {ext.toUpperCase()}
              </label>
            ))}
          </fieldset>
          <Field id="ls-max" label="Largest file (MB)" errors={errors.task_max_bytes}>
            <input id="ls-max" name="task_max_mb" type="number" min={0.01} max={10} step="0.01" defaultValue={((lesson.task_max_bytes ?? 10 * MB) / MB).toFixed(2)} {...described('ls-max', errors.task_max_bytes)} />
          </Field>
        </>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save lesson'}
      </button>
    </form>
  );
}

function Editor({ id }: { id: string }) {
  useEffect(() => openLesson(id), [id]);
  return (
    <EditedRecord $record={$lesson} notFound={{ title: 'Lesson not found', back: '/studio/courses', backLabel: 'Back to your courses' }}>
      {(current) => (
        <>
          <p>
            <a href={`/studio/courses/${current.course_id}`}>← Back to the course</a>
          </p>
          <h1>
            {current.title} <span className="studio-badge studio-badge--muted">{KIND_LABELS[current.kind]}</span>
          </h1>
          {current.learners_with_work ? (
            <p className="muted">{current.learners_with_work === 1 ? 'One member has' : `${current.learners_with_work} members have`} saved work on this lesson: items and questions you keep stay matched to their answers.</p>
          ) : null}
          {current.archived_at ? (
            <p className="card studio-notice" role="status">
              This lesson is archived. Restore it from the course page to edit it.
            </p>
          ) : (
            <>
              <div className="card">
                <Form key={current.id} lesson={current} />
              </div>
              <SpanishVersion
                path={`/admin/lessons/${current.id}/spanish`}
                idPrefix="ls"
                fields={[
                  { name: 'title', label: 'Spanish title', kind: 'text', maxLength: 160 },
                  { name: 'body_html', label: current.kind === 'detail' ? 'Spanish reading (optional)' : 'Spanish introduction (optional)', kind: 'html' },
                ]}
                note="Media, items, questions and the task stay as written above."
              />
            </>
          )}
        </>
      )}
    </EditedRecord>
  );
}

export default function LessonEditor({ id }: { id: string }) {
  return (
    <StudioGate roles={['admin', 'author']}>
      <Editor id={id} />
    </StudioGate>
  );
}
