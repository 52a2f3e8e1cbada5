// Live sessions (docs/rules/live-sessions.md): authors, admins and mentors schedule them for a
// course's members or a mentor's group; members RSVP and get a calendar invitation and reminders;
// afterwards the organiser marks attendance (points through rewards) and adds the recording.
export { markAttendance, setRecording } from './after.ts';
export { exportLiveRsvps, type LiveRsvpExport } from './export.ts';
export { LIVE_JOBS } from './jobs.ts';
export { FEED_PAST_DAYS, liveSessionsForFeed, type FeedSession } from './feed.ts';
export { getMemberSession, getOrganisedSession, liveAudiences, listMemberSessions, listOrganisedSessions, memberCalendar } from './read.ts';
export { rsvpLiveSession, SESSION_FULL, withdrawRsvp } from './rsvp.ts';
export { cancelLiveSession, createLiveSession, updateLiveSession } from './schedule.ts';
