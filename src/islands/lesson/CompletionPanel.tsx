// Shown once every lesson is complete: congratulations, the certificate (issued on request, then
// downloadable and publicly verifiable), and in a bundle the way to its next course.
import { useState } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { generateCertificate } from '../../lib/api/learning.ts';
import type { BundleCourse } from '../../lib/schemas/catalogue.ts';
import type { EnrolledCourse } from '../../lib/schemas/learning.ts';
import { paths } from '../../lib/paths.ts';
import { withLoadingOverlay } from '../../stores/ui.ts';
import { downloadCertificate } from '../member/learning/download.ts';

type Certificate = { id: number; code: string; verify_url: string };

export function CompletionPanel({ outline, bundle }: { outline: EnrolledCourse; bundle: BundleCourse | null }) {
  const [certificate, setCertificate] = useState<Certificate | null>(outline.certificate);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="completion card" aria-labelledby="completion-title">
      <h2 id="completion-title">You finished {outline.course.title}</h2>
      <p>Every lesson is complete. Well done for showing up for yourself.</p>
      <div className="lesson-actions">
        {certificate ? (
          <>
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void act(() => withLoadingOverlay(() => downloadCertificate(certificate)))}>
              Download certificate (PDF)
            </button>
            <a className="btn btn--ghost" href={paths.certificate(certificate.code)}>
              Verification page
            </a>
            <a className="btn btn--ghost" href={paths.certificateCredential(certificate.code)} download>
              Download Open Badges credential
            </a>
          </>
        ) : (
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                const { data } = await withLoadingOverlay(() => generateCertificate(outline.course.id));
                setCertificate({ id: data.id, code: data.code, verify_url: data.verify_url });
              })
            }
          >
            Get your certificate
          </button>
        )}
        {bundle?.next && (
          <a className="btn btn--ghost" href={paths.bundleCourse(bundle.bundle.slug, bundle.next.slug)}>
            Next in {bundle.bundle.title}: {bundle.next.title}
          </a>
        )}
      </div>
      {certificate && <p className="muted">Certificate code {certificate.code}. Anyone can check it at the verification page.</p>}
      {error && (
        <p className="save-status save-status--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
