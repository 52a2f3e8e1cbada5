// Downloads a certificate PDF. The API needs the Bearer token, so the file is fetched and handed to
// the browser as a blob URL with a download name, rather than linked directly.
import { downloadCertificatePdf } from '../../../lib/api/learning.ts';
import type { Certificate } from '../../../lib/schemas/learning.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

export async function downloadCertificate(certificate: Pick<Certificate, 'id' | 'code'>): Promise<void> {
  saveBlob(await downloadCertificatePdf(certificate), `wellspring-certificate-${certificate.code}.pdf`);
}
