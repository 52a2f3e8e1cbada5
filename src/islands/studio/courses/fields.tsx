// Labels the course-authoring islands share; the form pieces come from ../form.tsx.
export { described, errorsOf, Field, NotFoundNotice, useFormSend, type Errors } from '../form.tsx';

export const STATUS_LABELS = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published', unpublished: 'Unpublished' } as const;
export const KIND_LABELS = { detail: 'Reading', checklist: 'Checklist', quiz: 'Quiz', survey: 'Survey', task: 'Task' } as const;

export function StatusBadge({ status }: { status: keyof typeof STATUS_LABELS }) {
  const tone = status === 'published' ? '' : status === 'scheduled' ? '' : ' studio-badge--muted';
  return <span className={`studio-badge${tone}`}>{STATUS_LABELS[status]}</span>;
}
