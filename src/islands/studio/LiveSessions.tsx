// /studio/live (docs/rules/live-sessions.md): admins and authors schedule and run live sessions for
// their courses' members; the screen itself is the organiser's (src/islands/live/Organiser.tsx).
import { Organiser } from '../live/Organiser.tsx';
import { StudioGate } from './StudioGate.tsx';

export default function LiveSessions() {
  return (
    <StudioGate roles={['admin', 'author']}>
      <h1>Live sessions</h1>
      <Organiser intro="Schedule a live session for a course’s members. They say they are going, get a calendar invitation by e-mail and reminders the day before and 15 minutes before, in their own time zone. Afterwards, tick who came and add the recording." />
    </StudioGate>
  );
}
