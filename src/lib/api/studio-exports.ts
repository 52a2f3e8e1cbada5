// The studio's CSV downloads (docs/rules/studio.md, "Exports"). They need the Bearer token, so they
// are fetched and saved from a blob rather than followed as links.
import { api } from './client.ts';
import { saveBlob } from '../save-blob.ts';

export type CsvExport = 'members' | 'enrolments' | 'payments' | 'audit-log' | `survey-${string}`;

/** Fetches `path` ("/admin/…csv") with `query` and saves it as wellspring-{name}-{today}.csv. */
export async function downloadCsv(path: string, query: Record<string, string | number | undefined>, name: CsvExport): Promise<void> {
  const blob = await api.get<Blob>(path, { query, responseType: 'blob' as 'json', headers: { Accept: 'text/csv' } });
  saveBlob(blob, `wellspring-${name}-${new Date().toISOString().slice(0, 10)}.csv`);
}
