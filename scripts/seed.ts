// `npm run db:seed [-- --scale N] [--members M]`: demo content into an empty database, the demo lesson
// media into storage, and optionally N generated courses and M generated members with a year of
// history (about ten lesson saves each) for benchmarks. `npm start`, `npm run dev` and the
// end-to-end tests run the same seed step before the server starts: the server itself never seeds.
// Refused while the server holds the PGlite folder (one process at a time).
import fs from 'node:fs';
import { loadConfig, type Config } from '../src/server/config.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { seedDemoContentIfEmpty, seedScaleCourses, writeDemoMediaFiles } from '../src/server/demo/seed.ts';
import { seedScaleMembers } from '../src/server/demo/scale-members.ts';
import { openDatabase } from '../src/server/runtime.ts';
import { createStorage, describeStorage } from '../src/server/storage/from-config.ts';
import { demoSeededMarker } from './seed-marker.ts';

/** Migrates, seeds an empty database and writes missing demo media; safe to run on every start. */
export async function seedDemo(config: Config, { scale = 0, members = 0, log = console.log }: { scale?: number; members?: number; log?: (line: string) => void } = {}): Promise<void> {
  const handle = await openDatabase(config);
  try {
    await migrateDatabase(handle);
    const summary = await seedDemoContentIfEmpty(handle.db);
    log(summary ? `Seeded demo content: ${JSON.stringify(summary)}` : 'The database already has content; demo content is not added again.');
    const files = await writeDemoMediaFiles(createStorage(config.storage));
    if (files) log(`Wrote ${files} demo media files to ${describeStorage(config.storage)}.`);
    const marker = demoSeededMarker(config);
    if (marker) fs.writeFileSync(marker, `${new Date().toISOString()}\n`);
    if (scale > 0) {
      const started = performance.now();
      const added = await seedScaleCourses(handle.db, scale);
      log(`Added ${added} generated courses in ${Math.round(performance.now() - started)} ms.`);
    }
    if (members > 0) {
      const started = performance.now();
      const added = await seedScaleMembers(handle.db, members);
      log(`Added ${JSON.stringify(added)} in ${Math.round(performance.now() - started)} ms.`);
    }
  } finally {
    await handle.close();
  }
}

if (import.meta.main) {
  const scaleArg = process.argv.indexOf('--scale');
  const scale = scaleArg >= 0 ? Number(process.argv[scaleArg + 1]) : 0;
  if (!Number.isInteger(scale) || scale < 0) {
    console.error('--scale takes a whole number of courses to add, e.g. npm run db:seed -- --scale 1000');
    process.exit(1);
  }
  const membersArg = process.argv.indexOf('--members');
  const members = membersArg >= 0 ? Number(process.argv[membersArg + 1]) : 0;
  if (!Number.isInteger(members) || members < 0) {
    console.error('--members takes a whole number of members to add, e.g. npm run db:seed -- --members 100000');
    process.exit(1);
  }
  try {
    await seedDemo(loadConfig(), { scale, members });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
