// The people import's store against the real API (docs/rules/studio.md, "Importing people"): a missing
// file and a file the server refuses are said beside the field; a good file's preview changes
// nothing; starting it keeps its id in the address and polls until the job has run; opening the page
// again with that address shows the result; "another file" starts afresh.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { $importPeople, chooseAnotherFile, previewFile, resumeFromAddress, startImport } from '../../../src/islands/studio/import-people-store.ts';
import { users } from '../../../src/server/db/schema/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { STUDIO_JOBS } from '../../../src/server/studio/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';

let ctx: TestContext;
let restoreFetch: () => void;
let address = new URL('http://localhost/studio/members/import');

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  vi.stubGlobal('location', {
    get href() {
      return address.href;
    },
    get search() {
      return address.search;
    },
  });
  vi.stubGlobal('history', { state: null, replaceState: (_state: unknown, _title: string, url: string) => (address = new URL(url, address)) });
  await signInAs(ctx, await ctx.member({ role: 'admin' }));
});

afterAll(async () => {
  vi.unstubAllGlobals();
  signOut();
  restoreFetch();
  await ctx.close();
});

const csvFile = (text: string) => new File([text], 'people.csv', { type: 'text/csv' });

describe('import people store', () => {
  it('says beside the field when no file is chosen, or the file has no e-mail column', async () => {
    await previewFile(undefined);
    expect($importPeople.get().error).toBe('Choose a CSV file.');
    await previewFile(csvFile('name,phone\nAda,123\n'));
    expect($importPeople.get()).toMatchObject({ preview: null, busy: false });
    expect($importPeople.get().error).toMatch(/email/i);
  });

  it('previews, runs with the id in the address, and shows the result again when the page is opened anew', async () => {
    const before = (await ctx.db.select().from(users)).length;
    await previewFile(csvFile('name,email\nNew Person,new.person@example.test\nBroken,not-an-address\n'));
    const { preview } = $importPeople.get();
    expect(preview).toMatchObject({ total: 1, skipped: 1 });
    expect((await ctx.db.select().from(users)).length).toBe(before);

    const view = watch($importPeople);
    await startImport();
    const id = $importPeople.get().job!.id;
    expect(address.search).toBe(`?import=${id}`);
    await createWorker({ deps: ctx.deps, definitions: STUDIO_JOBS }).drain();
    const done = await view.until((s) => s.job?.status === 'done');
    expect(done.job).toMatchObject({ processed: 1, invited: 1, skipped: 1 });
    view.stop();

    await resumeFromAddress(address.search);
    expect($importPeople.get()).toMatchObject({ preview: null, job: { id, status: 'done', invited: 1 } });

    chooseAnotherFile();
    expect($importPeople.get()).toMatchObject({ preview: null, job: null, error: null });
    expect(address.search).toBe('');
  });

  it('forgets an address naming an import that does not exist', async () => {
    history.replaceState(null, '', '/studio/members/import?import=999999');
    await resumeFromAddress(address.search);
    expect($importPeople.get()).toMatchObject({ job: null, error: null });
    expect(address.search).toBe('');
  });
});
