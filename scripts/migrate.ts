// `npm run db:migrate`: applies committed migrations (the server also does this at start-up).
import { loadConfig } from '../src/server/config.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { openDatabase } from '../src/server/runtime.ts';

const handle = await openDatabase(loadConfig());
try {
  await migrateDatabase(handle);
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
