// The badges a member can earn (docs/rules/rewards.md): what each is called, what it means and how it
// is earned, in words, in English and in Spanish (docs/i18n.md, "Rewards": names of things kept with
// the things, as content translations are). The rules that award them live beside this file; the artwork is
// public/badges/{key}.svg. Keys are stored in badge_awards and appear in credentials: never rename one.
import type { Locale } from '../../../lib/i18n.ts';

export type BadgeWords = { name: string; description: string; criteria: string };
export type BadgeDefinition = BadgeWords & { key: string; es: BadgeWords };

export const BADGES = [
  { key: 'first_lesson', name: 'First Step', description: 'Finished a first lesson.', criteria: 'Finish any lesson.', es: { name: 'Primer paso', description: 'Terminó una primera lección.', criteria: 'Termina cualquier lección.' } },
  { key: 'first_course', name: 'Course Complete', description: 'Completed a first course.', criteria: 'Complete every lesson of one course.', es: { name: 'Curso completado', description: 'Completó un primer curso.', criteria: 'Completa todas las lecciones de un curso.' } },
  { key: 'courses_3', name: 'Steady Path', description: 'Completed three courses.', criteria: 'Complete 3 courses.', es: { name: 'Camino constante', description: 'Completó tres cursos.', criteria: 'Completa 3 cursos.' } },
  { key: 'courses_5', name: 'Deep Roots', description: 'Completed five courses.', criteria: 'Complete 5 courses.', es: { name: 'Raíces profundas', description: 'Completó cinco cursos.', criteria: 'Completa 5 cursos.' } },
  { key: 'courses_10', name: 'Evergreen', description: 'Completed ten courses.', criteria: 'Complete 10 courses.', es: { name: 'Siempre verde', description: 'Completó diez cursos.', criteria: 'Completa 10 cursos.' } },
  { key: 'quiz_ace', name: 'Quiz Ace', description: 'Scored 100 % on a quiz at the first attempt.', criteria: 'Answer every question of a quiz correctly at your first attempt.', es: { name: 'As de los cuestionarios', description: 'Sacó un 100 % en un cuestionario al primer intento.', criteria: 'Responde bien todas las preguntas de un cuestionario en tu primer intento.' } },
  { key: 'streak_7', name: 'Week of Calm', description: 'Learned on a 7-day streak.', criteria: 'Keep a learning streak for 7 days (rest days count).', es: { name: 'Semana de calma', description: 'Aprendió 7 días seguidos.', criteria: 'Mantén una racha de aprendizaje de 7 días (los días de descanso cuentan).' } },
  { key: 'streak_30', name: 'Month of Practice', description: 'Learned on a 30-day streak.', criteria: 'Keep a learning streak for 30 days (rest days count).', es: { name: 'Mes de práctica', description: 'Aprendió 30 días seguidos.', criteria: 'Mantén una racha de aprendizaje de 30 días (los días de descanso cuentan).' } },
  { key: 'explorer', name: 'Explorer', description: 'Completed courses in three categories.', criteria: 'Complete courses in 3 different categories.', es: { name: 'Espíritu explorador', description: 'Completó cursos de tres categorías.', criteria: 'Completa cursos de 3 categorías distintas.' } },
  { key: 'practice_week_1', name: 'Kept Promise', description: 'Met a practice’s weekly target for the first time.', criteria: 'Check in on a practice as many days as its weekly target, in one week.', es: { name: 'Promesa cumplida', description: 'Cumplió por primera vez el objetivo semanal de una práctica.', criteria: 'Registra una práctica tantos días como su objetivo semanal, en una semana.' } },
  { key: 'practice_weeks_4', name: 'Steady Rhythm', description: 'Met a practice’s weekly target 4 weeks in a row.', criteria: 'Meet one practice’s weekly target for 4 weeks in a row.', es: { name: 'Ritmo constante', description: 'Cumplió el objetivo semanal de una práctica 4 semanas seguidas.', criteria: 'Cumple el objetivo semanal de una práctica 4 semanas seguidas.' } },
  { key: 'practice_weeks_12', name: 'Rooted Habit', description: 'Met a practice’s weekly target 12 weeks in a row.', criteria: 'Meet one practice’s weekly target for 12 weeks in a row.', es: { name: 'Hábito arraigado', description: 'Cumplió el objetivo semanal de una práctica 12 semanas seguidas.', criteria: 'Cumple el objetivo semanal de una práctica 12 semanas seguidas.' } },
  { key: 'task_accepted', name: 'Well Made', description: 'Had a first task accepted.', criteria: 'Submit a task that its reviewer accepts.', es: { name: 'Bien hecho', description: 'Le aceptaron una primera tarea.', criteria: 'Entrega una tarea que su revisor acepte.' } },
  { key: 'first_mentee', name: 'Guide', description: 'Welcomed a first mentee.', criteria: 'As a mentor, have a first invitation accepted.', es: { name: 'Guía', description: 'Dio la bienvenida a una primera persona mentorizada.', criteria: 'Como mentor, consigue que acepten una primera invitación.' } },
  { key: 'mentor_5', name: 'Lantern', description: 'Mentored five members.', criteria: 'As a mentor, have 5 mentees.', es: { name: 'Farol', description: 'Fue mentor de cinco miembros.', criteria: 'Como mentor, ten 5 personas mentorizadas.' } },
  { key: 'first_group', name: 'Circle', description: 'Gathered a first group of mentees.', criteria: 'As a mentor, create a first group.', es: { name: 'Círculo', description: 'Reunió un primer grupo de personas mentorizadas.', criteria: 'Como mentor, crea un primer grupo.' } },
  { key: 'mentee_finished', name: 'Harvest', description: 'A mentee finished a course you recommended.', criteria: 'As a mentor, see a mentee finish a course or bundle you recommended.', es: { name: 'Cosecha', description: 'Una persona mentorizada terminó un curso que recomendaste.', criteria: 'Como mentor, ve a una persona mentorizada terminar un curso o un lote que recomendaste.' } },
] as const satisfies readonly BadgeDefinition[];

export type BadgeKey = (typeof BADGES)[number]['key'];

export function badgeDefinition(key: string): BadgeDefinition | undefined {
  return BADGES.find((b) => b.key === key);
}

/** What a badge is called, means and asks, in `locale`. */
export function badgeWords(b: BadgeDefinition, locale: Locale): BadgeWords {
  return locale === 'es' ? b.es : { name: b.name, description: b.description, criteria: b.criteria };
}

/** Site path of a badge's artwork. */
export const badgeImagePath = (key: string) => `/badges/${key}.svg`;
