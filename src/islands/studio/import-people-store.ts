// The people import's steps (docs/rules/studio.md, "Importing people"; docs/rules/client.md, "Loading
// data"): the file's preview, then the running import, polled once a second until it ends. A started
// import's id is kept in the address (?import=ID), so reloading the page, or coming back to it, shows
// its progress or its result instead of an empty form.
import { atom } from 'nanostores';
import { ApiError } from '../../lib/api/errors.ts';
import { getPeopleImport, previewPeopleImport, runPeopleImport } from '../../lib/api/studio-people.ts';
import type { PeopleImport, PeopleImportPreview } from '../../lib/schemas/people-import.ts';

export type ImportState = { preview: PeopleImportPreview | null; job: PeopleImport | null; error: string | null; busy: boolean };
const START: ImportState = { preview: null, job: null, error: null, busy: false };

export const $importPeople = atom<ImportState>(START);

const patch = (next: Partial<ImportState>) => $importPeople.set({ ...$importPeople.get(), ...next });

let timer: ReturnType<typeof setTimeout> | undefined;

/** Asks for the import's progress again in a second (two after a failed ask) until it has ended. */
function poll(job: PeopleImport, delayMs = 1000): void {
  clearTimeout(timer);
  if (job.status === 'done' || job.status === 'failed') return;
  timer = setTimeout(() => {
    getPeopleImport(job.id).then(
      (res) => {
        patch({ job: res.data });
        poll(res.data);
      },
      () => poll(job, 2000),
    );
  }, delayMs);
}

function rememberInAddress(id: number | null): void {
  const url = new URL(location.href);
  if (id === null) url.searchParams.delete('import');
  else url.searchParams.set('import', String(id));
  history.replaceState(history.state, '', `${url.pathname}${url.search}`);
}

/** Refusals the operator can act on are said beside the file field; a lost session goes to the gate. */
function refusal(err: unknown, field?: string): string {
  if (!(err instanceof ApiError) || err.status === 401) throw err;
  return (field && err.errors?.[field]?.join(' ')) || err.message;
}

export async function previewFile(file: File | undefined): Promise<void> {
  if (!file) return patch({ error: 'Choose a CSV file.' });
  patch({ busy: true });
  try {
    patch({ preview: (await previewPeopleImport(await file.text())).data, error: null });
  } catch (err) {
    patch({ error: refusal(err, 'csv') });
  } finally {
    patch({ busy: false });
  }
}

export async function startImport(): Promise<void> {
  const { preview } = $importPeople.get();
  if (!preview) return;
  patch({ busy: true });
  try {
    const job = (await runPeopleImport(preview.id)).data;
    patch({ job, error: null });
    rememberInAddress(job.id);
    poll(job);
  } catch (err) {
    patch({ error: refusal(err) });
  } finally {
    patch({ busy: false });
  }
}

export function chooseAnotherFile(): void {
  clearTimeout(timer);
  rememberInAddress(null);
  $importPeople.set(START);
}

/** On opening the page: the import named in the address, if any, with its progress. */
export async function resumeFromAddress(search: string): Promise<void> {
  const id = Number(new URLSearchParams(search).get('import'));
  $importPeople.set(START);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  try {
    const job = (await getPeopleImport(id)).data;
    patch({ job });
    poll(job);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return rememberInAddress(null);
    patch({ error: refusal(err) });
  }
}
