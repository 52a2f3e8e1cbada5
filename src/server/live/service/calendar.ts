// The calendar invitation of a live session (docs/rules/live-sessions.md, "Calendar invitations"):
// one iCalendar event per session, with the same UID for its whole life and SEQUENCE raised by every
// change members' calendars must take, so a calendar updates the event it has instead of adding one;
// METHOD:REQUEST while it stands, METHOD:CANCEL once the session is cancelled (or the member stops
// going). Times are written as UTC instants: each calendar shows them in its owner's zone. The few
// words we add (the join and page lines) are in the member's language (docs/i18n.md, "E-mails");
// the organiser's title and description are as they wrote them.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Locale } from '../../../lib/i18n.ts';
import { m } from '../../../paraglide/messages.js';
import { siteUrl } from '../../mail/templates/layout.ts';
import { endOf, startOf, type SessionRow } from './access.ts';

export function sessionUid(appUrl: string, sessionId: number): string {
  return `live-session-${sessionId}@${new URL(appUrl).hostname}`;
}

/** The address of `Name <address>` (or the text itself). */
function addressOf(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

export function sessionCalendar(input: {
  session: Pick<SessionRow, 'id' | 'title' | 'description' | 'starts_at' | 'duration_minutes' | 'join_url' | 'sequence' | 'status'>;
  appUrl: string;
  mailFrom: string;
  organiserName: string | null;
  attendee?: { name: string; email: string };
  /** The member no longer goes (their own copy is cancelled although the session stands). */
  withdrawn?: boolean;
  updatedAt?: Date;
  /** The language of the words we add; English when not given. */
  locale?: Locale;
}): { text: string; filename: string } {
  const { session } = input;
  const cancel = session.status === 'cancelled' || input.withdrawn === true;
  const locale = input.locale ?? 'en';
  const calendar = ical({ prodId: { company: 'Wellspring', product: 'Live sessions', language: locale.toUpperCase() }, method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST, name: 'Wellspring' });
  const page = siteUrl(input.appUrl, '/live', locale);
  calendar.createEvent({
    id: sessionUid(input.appUrl, session.id),
    sequence: session.sequence,
    stamp: input.updatedAt ?? new Date(),
    start: startOf(session),
    end: endOf(session),
    summary: session.title,
    description: [session.description, m.mail_live_ics_join({ url: session.join_url }, { locale }), m.mail_live_ics_page({ url: page }, { locale })].filter(Boolean).join('\n\n'),
    location: session.join_url,
    url: page,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: input.organiserName ?? 'Wellspring', email: addressOf(input.mailFrom) },
    attendees: input.attendee
      ? [{ name: input.attendee.name, email: input.attendee.email, role: ICalAttendeeRole.REQ, status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED }]
      : [],
  });
  // Every content line ends with CRLF, the last one too (RFC 5545); ical-generator leaves it off.
  return { text: `${calendar.toString()}\r\n`, filename: `live-session-${session.id}.ics` };
}
