// /studio/tasks (docs/rules/task-review.md): the studio's queue, for authors and admins.
import { StudioGate } from '../studio/StudioGate.tsx';
import { TaskQueue } from './TaskQueue.tsx';

export default function StudioTasks() {
  return (
    <StudioGate roles={['admin', 'author']}>
      <h1>Tasks to review</h1>
      <TaskQueue scope="studio" />
    </StudioGate>
  );
}
