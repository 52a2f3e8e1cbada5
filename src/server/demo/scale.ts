// Many generated courses for benchmarks (`npm run db:seed -- --scale N`). Titles, summaries and
// descriptions combine category-specific word lists, so full-text search over a large catalogue has
// realistic selectivity. Rows go in 1,000 per statement; each course gets one detail lesson (a free
// preview), so course pages have something to show. Safe to run repeatedly: slugs are numbered from
// above anything a previous run used.
import { asc, sql } from 'drizzle-orm';
import { sanitizeHtml } from '../shared/sanitize-html.ts';
import type { Db } from '../db/client.ts';
import { categories, courses, lessons, type CourseLevel } from '../db/schema/index.ts';
import { AUDIENCES, GENERIC_WORDS, METHODS, SCALE_WORDS, SUBTITLES, TITLE_FORMATS, TITLE_PREFIXES, VERBS, type CategoryWords } from './data/scale-words.ts';
import { seededRandom } from './seeded-random.ts';

const BATCH = 1000;
const LEVELS: CourseLevel[] = ['beginner', 'beginner', 'intermediate', 'intermediate', 'advanced'];
const PRICES = [1900, 2400, 2900, 3400, 3900, 4900, 5900, 6900, 7900, 8900];
const DAY_MS = 86_400_000;
/** Artworks per known category in public/images/courses/. */
const ART_PER_CATEGORY = 4;

const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

const LEVEL_WORDS: Record<CourseLevel, string> = { beginner: 'beginner-friendly', intermediate: 'intermediate', advanced: 'advanced' };

type Category = { id: number; slug: string; name: string };

function generateCourse(n: number, category: Category, rnd: () => number, now: number) {
  const words: CategoryWords = SCALE_WORDS[category.slug] ?? GENERIC_WORDS;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const topic = pick(words.topics);
  let other = pick(words.topics);
  if (other === topic) other = words.topics[(words.topics.indexOf(topic) + 1) % words.topics.length]!;
  const audience = pick(AUDIENCES);
  const format = pick(TITLE_FORMATS);

  let title: string;
  switch (Math.floor(rnd() * 4)) {
    case 0:
      title = `${pick(TITLE_PREFIXES)} ${topic} ${format}`;
      break;
    case 1:
      title = `${topic} ${audience}`;
      break;
    case 2:
      title = `${topic} ${format} ${audience}`;
      break;
    default:
      title = `${topic} and ${other}: ${pick(SUBTITLES)}`;
  }

  const level = pick(LEVELS);
  const benefit = pick(words.benefits);
  const method = pick(METHODS);
  const summary = `${pick(VERBS)} ${topic.toLowerCase()} through ${method}, and ${benefit}.`;
  const outcomes = [...words.outcomes].sort(() => rnd() - 0.5).slice(0, 4);
  const lessonsCount = 4 + Math.floor(rnd() * 12);
  const minutesPerLesson = 5 + Math.floor(rnd() * 25);
  const durationMinutes = lessonsCount * minutesPerLesson;
  const descriptionHtml = sanitizeHtml(
    `<p>This ${LEVEL_WORDS[level]} course in ${category.name.toLowerCase()} helps you ${benefit}. ` +
      `It combines ${topic.toLowerCase()} with ${other.toLowerCase()}, taught ${audience.toLowerCase()} through ${method}.</p>` +
      `<h3>What you will do</h3><ul>${outcomes.map((o) => `<li>${o}</li>`).join('')}</ul>` +
      `<p>Plan on about ${minutesPerLesson} minutes per lesson across ${lessonsCount} lessons. Work at your own pace and come back to any lesson whenever you need it.</p>`,
  );
  const isFree = rnd() < 0.25;
  const known = SCALE_WORDS[category.slug] !== undefined;
  return {
    slug: `practice-${n}-${slugify(title)}`,
    title,
    summary,
    descriptionHtml,
    outcomes,
    imageUrl: known ? `/images/courses/${category.slug}-${1 + Math.floor(rnd() * ART_PER_CATEGORY)}.svg` : '/images/courses/placeholder.svg',
    level,
    durationMinutes,
    priceCents: isFree ? 0 : pick(PRICES),
    isFree,
    isFeatured: false,
    categoryId: category.id,
    instructorName: pick(words.instructors),
    // Spread over the last three years, so sorting by newest interleaves them with the demo courses.
    publishedAt: new Date(now - Math.floor(rnd() * 3 * 365 * DAY_MS)),
    // For the welcome lesson below.
    _topic: topic,
    _method: method,
  };
}

/** Adds `count` generated courses (and one preview lesson each); returns how many were added. */
export async function seedScaleCourses(db: Db, count: number): Promise<number> {
  if (!Number.isInteger(count) || count <= 0) return 0;
  const cats = await db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories).orderBy(asc(categories.position), asc(categories.id));
  if (cats.length === 0) throw new Error('seedScaleCourses needs categories to spread courses over: seed the demo content first.');

  // Number from above every id and every earlier practice-<n> slug, so runs never collide.
  const [top] = await db
    .select({
      maxId: sql<number>`coalesce(max(${courses.id}), 0)::int`,
      maxPractice: sql<number>`coalesce(max(substring(${courses.slug} from '^practice-([0-9]+)-')::int), 0)::int`,
    })
    .from(courses);
  const base = Math.max(Number(top?.maxId ?? 0), Number(top?.maxPractice ?? 0));
  const rnd = seededRandom(base + 1);
  const now = Date.now();

  await db.transaction(async (tx) => {
    for (let done = 0; done < count; done += BATCH) {
      const size = Math.min(BATCH, count - done);
      const generated = Array.from({ length: size }, (_, i) => {
        const n = base + done + i + 1;
        return generateCourse(n, cats[n % cats.length]!, rnd, now);
      });
      const inserted = await tx
        .insert(courses)
        .values(generated.map(({ _topic, _method, ...row }) => row))
        .returning({ id: courses.id });
      await tx.insert(lessons).values(
        inserted.map((row, i) => {
          const g = generated[i]!;
          return {
            courseId: row.id,
            position: 1,
            title: `Welcome: getting started with ${g._topic.toLowerCase()}`,
            kind: 'detail' as const,
            durationMinutes: 6,
            bodyHtml: sanitizeHtml(
              `<p>${g.summary}</p><p>In this first lesson you will see how the course is organised, set a simple intention for the weeks ahead and try a short introductory exercise. Each later lesson builds on ${g._method}, so you can keep going at your own pace.</p>`,
            ),
            isPreview: true,
          };
        }),
      );
    }
  });
  return count;
}
