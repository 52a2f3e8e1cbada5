// Shown once every lesson is complete: congratulations, the certificate (issued with the completion;
// collected here only for a course finished before that), downloadable and publicly verifiable, and
// in a bundle the way to its next course. The banner is shown once per enrolment on this device; the
// lessons opened after it carry one quiet line instead (docs/rules/learning.md, "Certificates").
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { generateCertificate } from '../../lib/api/learning.ts';
import type { BundleCourse } from '../../lib/schemas/catalogue.ts';
import type { EnrolledCourse } from '../../lib/schemas/learning.ts';
import { localizePath } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { m } from '../../paraglide/messages.js';
import { memberStorage } from '../../stores/member-storage.ts';
import { withLoadingOverlay } from '../../stores/ui.ts';
import { downloadCertificate } from '../member/learning/download.ts';

type Certificate = { id: number; code: string; verify_url: string };

const seen = memberStorage('completion');
/** Banners shown in this page view: it keeps its banner while it lasts (the outline reloads with the certificate, lessons open in place). */
const shownInThisView = new Set<string>();

export function CompletionPanel({ outline, bundle }: { outline: EnrolledCourse; bundle: BundleCourse | null }) {
  const key = `banner:${outline.enrolment_id}`;
  const [shownBefore] = useState(() => !shownInThisView.has(key) && seen.read<boolean>(key) === true);
  useEffect(() => {
    if (shownBefore) return;
    shownInThisView.add(key);
    seen.keep(key, true);
  }, [key, shownBefore]);
  if (shownBefore) {
    return (
      <p className="completion-line">
        <span className="badge badge--done">{m.learning_course_complete()}</span>
        {outline.certificate ? <a href={localizePath(paths.certificate(outline.certificate.code))}>{m.learning_your_certificate()}</a> : <a href={localizePath('/certificates')}>{m.learning_get_certificate()}</a>}
        {bundle?.next && <a href={localizePath(paths.bundleCourse(bundle.bundle.slug, bundle.next.slug))}>{m.learning_next_in_bundle({ bundle: bundle.bundle.title, course: bundle.next.title })}</a>}
      </p>
    );
  }
  return <CompletionBanner outline={outline} bundle={bundle} />;
}

function CompletionBanner({ outline, bundle }: { outline: EnrolledCourse; bundle: BundleCourse | null }) {
  const [certificate, setCertificate] = useState<Certificate | null>(outline.certificate);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.learning_did_not_work());
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="completion card" aria-labelledby="completion-title">
      <h2 id="completion-title">{m.learning_finished_title({ course: outline.course.title })}</h2>
      <p>{m.learning_finished_lead()}</p>
      <div className="lesson-actions">
        {certificate ? (
          <>
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void act(() => withLoadingOverlay(() => downloadCertificate(certificate)))}>
              {m.learning_download_certificate()}
            </button>
            <a className="btn btn--ghost" href={localizePath(paths.certificate(certificate.code))}>
              {m.learning_verification_page()}
            </a>
            <a className="btn btn--ghost" href={paths.certificateCredential(certificate.code)} download>
              {m.learning_download_credential()}
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
            {m.learning_get_certificate()}
          </button>
        )}
        {bundle?.next && (
          <a className="btn btn--ghost" href={localizePath(paths.bundleCourse(bundle.bundle.slug, bundle.next.slug))}>
            {m.learning_next_in_bundle({ bundle: bundle.bundle.title, course: bundle.next.title })}
          </a>
        )}
      </div>
      {certificate && <p className="muted">{m.learning_certificate_code({ code: certificate.code })}</p>}
      {error && (
        <p className="save-status save-status--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
