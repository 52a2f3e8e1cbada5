// /mentors/live (docs/rules/live-sessions.md): a mentor schedules and runs live sessions for their own
// groups, with the organiser's screen the studio uses.
import { MentorNav } from '../member/mentors/shared.tsx';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Organiser } from './Organiser.tsx';
import '../member/mentors/mentors.css';
import { m } from '../../paraglide/messages.js';

export default function MentorLive() {
  return (
    <ErrorBoundary>
      <MentorNav current="/mentors/live" />
      <Organiser intro={m.community_mentor_live_intro()} />
    </ErrorBoundary>
  );
}
