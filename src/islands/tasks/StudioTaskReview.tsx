// /studio/tasks/review?id=N (docs/rules/task-review.md): one submission for an author or admin.
import { StudioGate } from '../studio/StudioGate.tsx';
import { TaskReview } from './TaskReview.tsx';

export default function StudioTaskReview() {
  return (
    <StudioGate roles={['admin', 'author']}>
      <TaskReview scope="studio" />
    </StudioGate>
  );
}
