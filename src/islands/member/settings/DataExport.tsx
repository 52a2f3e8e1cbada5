// The "Download my data" button on /settings: fetches GET /v1/auth/export (it needs the Bearer
// token, so a plain link cannot do it) and saves it as a JSON file.
import { useState } from 'react';
import { exportData } from '../../../lib/api/accounts.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { m } from '../../../paraglide/messages.js';
import { toast, withLoadingOverlay } from '../../../stores/ui.ts';

export default function DataExport() {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      // A long action: the full-screen overlay covers it (docs/rules/client.md, "Dialogs").
      const data = await withLoadingOverlay(() => exportData());
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `wellspring-data-${data.profile.id}-${data.exported_at.slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast(m.settings_export_done(), 'success');
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : m.settings_export_failed(), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn--ghost" onClick={() => void download()} disabled={busy}>
      {busy ? m.settings_export_busy() : m.settings_export_button()}
    </button>
  );
}
