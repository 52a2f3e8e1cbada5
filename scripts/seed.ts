// `npm run db:seed [-- --scale N]`: demo content into an empty database, and optionally N generated
// courses for benchmarks. Refused while the server holds the PGlite folder (one process at a time).
import { loadConfig } from '../src/server/config.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { seedDemoContentIfEmpty, seedScaleCourses } from '../src/server/db/seed/index.ts';
import { openDatabase } from '../src/server/runtime.ts';

const scaleArg = process.argv.indexOf('--scale');
const scale = scaleArg >= 0 ? Number(process.argv[scaleArg + 1]) : 0;
if (!Number.isInteger(scale) || scale < 0) {
  console.error('--scale takes a whole number of courses to add, e.g. npm run db:seed -- --scale 1000');
  process.exit(1);
}

const config = loadConfig();
let handle;
try {
  handle = await openDatabase(config);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
try {
  await migrateDatabase(handle);
  const summary = await seedDemoContentIfEmpty(handle.db);
  console.log(summary ? `Seeded demo content: ${JSON.stringify(summary)}` : 'The database already has content; demo content is not added again.');
  if (scale > 0) {
    const started = performance.now();
    const added = await seedScaleCourses(handle.db, scale);
    console.log(`Added ${added} generated courses in ${Math.round(performance.now() - started)} ms.`);
  }
} finally {
  await handle.close();
}
