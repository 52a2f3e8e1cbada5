// Live sessions' e-mails in the member's language (docs/i18n.md, "E-mails"; docs/rules/live-sessions.md,
// "E-mail and reminders"): a Spanish member gets the invitation, the change, the cancellation, their
// own withdrawal and both reminders in Spanish, the time written by Intl in Spanish in their own zone,
// and the words we add to the .ics in Spanish (the organiser's title untouched), in the e-mailed file
// and the one the API gives; an English member's e-mails stay as they were.
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, notifications, users } from '../../../src/server/db/schema/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { LIVE_JOBS } from '../../../src/server/live/service/index.ts';
import { NOTIFICATION_JOBS } from '../../../src/server/notifications/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory, makeCourse } from '../catalogue/factories.ts';
import { HOUR, later, localIn } from './times.ts';

type Person = Awaited<ReturnType<TestContext['member']>>;
let t: TestContext;
let author: Person;
let courseId: number;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  author = await t.member({ name: 'Ada Author', role: 'author' });
  const category = await makeCategory(t.db);
  courseId = (await makeCourse(t.db, { categoryId: category.id, ownerId: author.id, title: 'Breathing Basics' })).id;
});
afterAll(() => t.close());

const body = async (r: Response) => (await r.json()) as any;

/** The start as a reader of `locale` in `zone` reads it, written here with Intl directly. */
const timeIn = (at: Date, locale: string, zone: string) =>
  `${new Intl.DateTimeFormat(locale, { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)} (${zone})`;

async function enrolled(name: string, language: 'en' | 'es', timeZone: string): Promise<Person> {
  const m = await t.member({ name });
  await t.db.insert(enrolments).values({ userId: m.id, courseId });
  await t.db.update(users).set({ timeZone, language }).where(eq(users.id, m.id));
  return m;
}

function schedule(title: string, at: Date, zone = 'Europe/London') {
  return t.api('POST', '/v1/admin/live-sessions', {
    token: author.token,
    json: { title, description: 'Questions and practice', starts_at_local: localIn(at, zone), time_zone: zone, duration_minutes: 60, join_url: 'https://meet.example.com/breathe', capacity: 10, course_id: courseId },
  });
}

const worker = (now: Date) => createWorker({ deps: t.deps, definitions: [...LIVE_JOBS, ...NOTIFICATION_JOBS], now: () => now });

type Parsed = { subject: string; to: string; text: string; html: string; ics: string | null };
async function mailsTo(email: string): Promise<Parsed[]> {
  const all = await Promise.all(
    t.outbox().map(async (raw) => {
      const m = await simpleParser(raw);
      const a = m.attachments.find((x) => x.filename?.endsWith('.ics'));
      const to = (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((x) => x.value.map((v) => v.address ?? '')).join(', ');
      return { subject: m.subject ?? '', to, text: m.text ?? '', html: typeof m.html === 'string' ? m.html : '', ics: a ? a.content.toString('utf8') : null };
    }),
  );
  return all.filter((x) => x.to === email);
}

/** The first event of an iCalendar text, read with ical.js. */
function eventOf(ics: string): { summary: string; description: string; url: string } {
  const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
  return { summary: String(vevent.getFirstPropertyValue('summary')), description: String(vevent.getFirstPropertyValue('description')), url: String(vevent.getFirstPropertyValue('url')) };
}

describe('a Spanish member', () => {
  it('gets the invitation, the change and the cancellation in Spanish, the time in Spanish in their zone', async () => {
    const at = later(50);
    const s = (await body(await schedule('Evening breath', at))).data;
    const lucia = await enrolled('Lucía Pérez', 'es', 'America/Mexico_City');
    const ann = await enrolled('Ann English', 'en', 'Europe/Berlin');
    for (const p of [lucia, ann]) expect((await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: p.token })).status).toBe(200);
    await worker(new Date()).drain();

    const [invite] = await mailsTo(lucia.email);
    expect(invite!.subject).toBe('Vas a ir: Evening breath');
    expect(invite!.text).toContain('Hola, Lucía Pérez:');
    const when = timeIn(at, 'es-ES', 'America/Mexico_City');
    expect(when).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+ de \d{4}, \d{2}:\d{2} \(America\/Mexico_City\)$/);
    expect(invite!.text).toContain(`Tienes una plaza en «Evening breath» el ${when}, durante 60 minutos.`);
    expect(invite!.text).toContain('Únete aquí cuando empiece: https://meet.example.com/breathe');
    expect(invite!.text).toContain('La invitación va adjunta');
    expect(invite!.text).toContain(`Tus sesiones en directo:\n${t.config.appUrl}/es/live`);
    expect(invite!.html).toContain('<html lang="es">');
    // The .ics: the organiser's title as written, our words in Spanish, the page in Spanish.
    const event = eventOf(invite!.ics!);
    expect(event.summary).toBe('Evening breath');
    expect(event.description).toBe(`Questions and practice\n\nUnirte: https://meet.example.com/breathe\n\nTus sesiones en directo: ${t.config.appUrl}/es/live`);
    expect(event.url).toBe(`${t.config.appUrl}/es/live`);
    // The same file from the API, for the "Add to calendar" link, has the same words.
    const file = await t.api('GET', `/v1/auth/live-sessions/${s.id}/invite.ics`, { token: lucia.token });
    expect(file.status).toBe(200);
    expect(eventOf(await file.text()).description).toBe(event.description);

    // The English member's invitation is the English one, in their own zone.
    const [english] = await mailsTo(ann.email);
    expect(english!.subject).toBe('You are going: Evening breath');
    expect(english!.text).toContain('Hi Ann English,');
    expect(english!.text).toContain(`You have a place at “Evening breath”, ${timeIn(at, 'en-GB', 'Europe/Berlin')}, for 60 minutes.`);
    expect(english!.text).toContain(`Your live sessions:\n${t.config.appUrl}/live`);
    expect(eventOf(english!.ics!).description).toBe(`Questions and practice\n\nJoin: https://meet.example.com/breathe\n\nYour live sessions: ${t.config.appUrl}/live`);

    // Moved an hour later, then cancelled.
    const moved = new Date(at.getTime() + HOUR);
    const put = await t.api('PUT', `/v1/admin/live-sessions/${s.id}`, {
      token: author.token,
      json: { title: 'Evening breath', description: 'Questions and practice', starts_at_local: localIn(moved, 'Europe/London'), time_zone: 'Europe/London', duration_minutes: 45, join_url: 'https://meet.example.com/breathe', capacity: 10 },
    });
    expect(put.status).toBe(200);
    await worker(new Date()).drain();
    const update = (await mailsTo(lucia.email)).find((x) => x.subject === 'Sesión modificada: Evening breath')!;
    expect(update.text).toContain(`La sesión «Evening breath» ha cambiado. Ahora es el ${timeIn(moved, 'es-ES', 'America/Mexico_City')}, durante 45 minutos.`);
    expect(update.text).toContain('La invitación actualizada va adjunta');
    expect((await mailsTo(ann.email)).some((x) => x.subject === 'Changed: Evening breath')).toBe(true);

    expect((await t.api('POST', `/v1/admin/live-sessions/${s.id}/cancel`, { token: author.token })).status).toBe(200);
    await worker(new Date()).drain();
    const cancel = (await mailsTo(lucia.email)).find((x) => x.subject === 'Sesión cancelada: Evening breath')!;
    expect(cancel.text).toContain(`La sesión «Evening breath», prevista para el ${timeIn(moved, 'es-ES', 'America/Mexico_City')}, ha sido cancelada por quien la organiza.`);
    expect(cancel.text).toContain('La cancelación adjunta la quita de tu calendario.');
    expect(cancel.ics).toContain('METHOD:CANCEL');
    const englishCancel = (await mailsTo(ann.email)).find((x) => x.subject === 'Cancelled: Evening breath')!;
    expect(englishCancel.text).toContain('has been cancelled by its organiser.');
  });

  it('gets their own withdrawal and both reminders (notification and its e-mail copy) in Spanish', async () => {
    const at = later(72);
    const s = (await body(await schedule('Morning stretch', at))).data;
    const lucia = await enrolled('Lucía Recordada', 'es', 'Europe/Madrid');
    const ann = await enrolled('Ann Reminded', 'en', 'Asia/Tokyo');
    const quitter = await enrolled('Quique Se Va', 'es', 'UTC');
    for (const p of [lucia, ann, quitter]) await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: p.token });
    expect((await t.api('DELETE', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: quitter.token })).status).toBe(200);
    await worker(new Date()).drain();

    const withdrawn = (await mailsTo(quitter.email)).find((x) => x.subject === 'Ya no vas a ir: Morning stretch')!;
    expect(withdrawn.text).toContain(`Nos dijiste que no irás a «Morning stretch» el ${timeIn(at, 'es-ES', 'UTC')}. Tu plaza queda libre para otra persona.`);
    expect(withdrawn.ics).toContain('METHOD:CANCEL');

    const notes = async (userId: number) => (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => ({ title: n.title, body: n.body }));
    await worker(new Date(at.getTime() - 24 * HOUR + 60_000)).drain();
    expect(await notes(lucia.id)).toEqual([
      { title: 'En directo mañana: Morning stretch', body: `«Morning stretch» empieza el ${timeIn(at, 'es-ES', 'Europe/Madrid')}. Únete desde tu página de sesiones en directo: https://meet.example.com/breathe` },
    ]);
    expect(await notes(ann.id)).toEqual([
      { title: 'Live tomorrow: Morning stretch', body: `“Morning stretch” starts ${timeIn(at, 'en-GB', 'Asia/Tokyo')}. Join from your live sessions page: https://meet.example.com/breathe` },
    ]);
    await worker(new Date(at.getTime() - 15 * 60_000 + 1000)).drain();
    expect((await notes(lucia.id)).map((n) => n.title)).toContain('En directo dentro de 15 minutos: Morning stretch');
    expect((await notes(ann.id)).map((n) => n.title)).toContain('Live in 15 minutes: Morning stretch');

    // The reminder's e-mail copy (course updates are e-mailed at once by default), in Spanish.
    const copy = (await mailsTo(lucia.email)).find((x) => x.subject === 'En directo mañana: Morning stretch')!;
    expect(copy.text).toContain('Hola, Lucía Recordada:');
    expect(copy.text).toContain(`${t.config.appUrl}/es/live`);
    expect((await mailsTo(ann.email)).some((x) => x.subject === 'Live tomorrow: Morning stretch')).toBe(true);
  });
});
