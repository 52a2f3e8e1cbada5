// The Certificates screen's state: the page of certificates shown, the completed courses whose
// certificate is still to collect, and collecting one (docs/rules/client.md, "Loading data").
import { atom } from 'nanostores';
import type { List } from '../../../lib/api/client.ts';
import { generateCertificate, listCertificates, listEnrolledCourses } from '../../../lib/api/learning.ts';
import type { Certificate, EnrolledCourseCard } from '../../../lib/schemas/learning.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../../stores/query.ts';
import { withLoadingOverlay } from '../../../stores/ui.ts';

export const CERTIFICATES_PER_PAGE = 10;

export const $certificatesPage = atom(1);

export const $certificates = createFetcherStore<List<Certificate>>([$memberKey, 'certificates?page=', $certificatesPage], {
  fetcher: (_member, _name, page) => listCertificates({ page: Number(page), per_page: CERTIFICATES_PER_PAGE }),
});

/** Completed courses (up to 100); those without a certificate are ready to collect. */
export const $completedCourses = createFetcherStore<List<EnrolledCourseCard>>([$memberKey, 'courses/enrolled?status=completed&per_page=100'], {
  fetcher: () => listEnrolledCourses({ status: 'completed', per_page: 100 }),
});

/**
 * Issues the certificate of a completed course (under the loading overlay, docs/rules/client.md,
 * "Dialogs"), then shows the certificates and the courses still to collect as they are now.
 */
export async function collectCertificate(courseId: number): Promise<Certificate> {
  const { data } = await withLoadingOverlay(() => generateCertificate(courseId));
  refreshQueries('certificates', $certificates);
  refreshQueries('courses/enrolled', $completedCourses);
  return data;
}
