// "Download CSV" beside a studio list (docs/rules/studio.md, "Exports"): the file of what the list's
// filters select now. The page is covered while it downloads; a failure says so and changes nothing.
import { ApiError } from '../../lib/api/errors.ts';
import { downloadCsv, type CsvExport } from '../../lib/api/studio-exports.ts';
import { toast, withLoadingOverlay } from '../../stores/ui.ts';

type Props = { path: string; query?: Record<string, string | number | undefined>; name: CsvExport; label?: string; describedBy?: string };

export function ExportButton({ path, query = {}, name, label = 'Download CSV', describedBy }: Props) {
  const download = () =>
    withLoadingOverlay(() => downloadCsv(path, query, name)).then(
      () => toast('CSV downloaded.', 'success'),
      (err: unknown) => {
        if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : 'The CSV could not be downloaded. Please try again.', 'error');
      },
    );
  return (
    <button type="button" className="btn" onClick={() => void download()} aria-describedby={describedBy}>
      {label}
    </button>
  );
}
