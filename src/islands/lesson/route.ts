// Reads the player's place from the address, so any copy of the player page (the one the server
// rendered, or one a service worker kept for offline use) opens the lesson the address names:
// /lesson/{enrolmentId}/{courseId}/{id} or /lesson/{enrolmentId}/{bundleId}/{courseId}/{id}, in
// English or under /es/ (docs/i18n.md); the lesson addresses it builds stay in the page's language.
import { delocalizePath, localizePath } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';

export type PlayerRoute = { enrolmentId: number; bundleId: number | null; courseId: number; lessonId: number };

export function parseLessonPath(pathname: string): PlayerRoute | null {
  const parts = delocalizePath(pathname).replace(/\/+$/, '').split('/').slice(2);
  if (parts[0] === undefined || !parts.every((p) => /^\d{1,9}$/.test(p))) return null;
  const n = parts.map(Number);
  if (n.length === 3) return { enrolmentId: n[0]!, bundleId: null, courseId: n[1]!, lessonId: n[2]! };
  if (n.length === 4) return { enrolmentId: n[0]!, bundleId: n[1]!, courseId: n[2]!, lessonId: n[3]! };
  return null;
}

export const lessonUrl = (route: Omit<PlayerRoute, 'lessonId'>, lessonId: number) =>
  localizePath(paths.lesson(route.enrolmentId, route.courseId, lessonId, route.bundleId ?? undefined));
