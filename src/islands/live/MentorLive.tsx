// /mentors/live (docs/rules/live-sessions.md): a mentor schedules and runs live sessions for their own
// groups, with the organiser's screen the studio uses.
import { MentorNav } from '../member/mentors/shared.tsx';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Organiser } from './Organiser.tsx';
import '../member/mentors/mentors.css';

export default function MentorLive() {
  return (
    <ErrorBoundary>
      <MentorNav current="/mentors/live" />
      <Organiser intro="Schedule a live session for one of your groups. Its members say they are going, get a calendar invitation and reminders in their own time zone; afterwards, tick who came and add the recording." />
    </ErrorBoundary>
  );
}
