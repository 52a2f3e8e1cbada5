// /mentors/tasks (docs/rules/task-review.md): the mentor's queue of their mentees' tasks.
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { MentorNav } from '../member/mentors/shared.tsx';
import { TaskQueue } from './TaskQueue.tsx';
import '../member/mentors/mentors.css';

export default function MentorTasks() {
  return (
    <ErrorBoundary>
      <MentorNav current="/mentors/tasks" />
      <TaskQueue scope="mentor" />
    </ErrorBoundary>
  );
}
