// /mentors/tasks/review?id=N (docs/rules/task-review.md): a mentee's submission for their mentor.
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { MentorNav } from '../member/mentors/shared.tsx';
import { TaskReview } from './TaskReview.tsx';
import '../member/mentors/mentors.css';

export default function MentorTaskReview() {
  return (
    <ErrorBoundary>
      <MentorNav current="/mentors/tasks" />
      <TaskReview scope="mentor" />
    </ErrorBoundary>
  );
}
