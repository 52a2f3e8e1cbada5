// The member's certificates: the list, issuing one for a completed course, and the PDF.
import { z } from '@hono/zod-openapi';
import { CertificateSchema, GenerateCertificateSchema } from '../../../lib/schemas/learning.ts';
import { actorOf } from '../../http/middleware.ts';
import { limitRate } from '../../http/rate-limits.ts';
import { PaginationQuerySchema, dataOf, errorResponses, listOf, pageMeta, pdfDownload } from '../../http/respond.ts';
import { auth, createRoute, idParam, json } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { certificatePdf, generateCertificate, listCertificates } from '../service/index.ts';

const tags = ['Learning'];

const certificatesRoute = createRoute({
  method: 'get', path: '/auth/certificates', tags, ...auth,
  summary: 'The member\'s certificates, newest first',
  request: { query: PaginationQuerySchema },
  responses: { 200: json(listOf(CertificateSchema), 'One page of certificates'), ...errorResponses(401, 422) },
});

const generate = createRoute({
  method: 'post', path: '/auth/certificates/generate', tags, ...auth,
  summary: 'Issue the certificate of a completed course (exactly one per enrolment, also under concurrent calls)',
  request: { body: { required: true, content: { 'application/json': { schema: GenerateCertificateSchema } } } },
  responses: {
    201: json(dataOf(CertificateSchema), 'Issued now'),
    200: json(dataOf(CertificateSchema), 'Issued before; the same certificate'),
    ...errorResponses(401, 404, 422, 429),
  },
});

const download = createRoute({
  method: 'get', path: '/auth/certificates/{id}/download', tags, ...auth,
  summary: 'The certificate as a PDF',
  request: { params: z.object({ id: idParam('id', 'certificate') }) },
  responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } }, ...errorResponses(401, 404, 422) },
});

export function registerCertificateRoutes(app: Router) {
  app.openapi(certificatesRoute, async (c) => {
    const { page, per_page } = c.req.valid('query');
    const result = await listCertificates({ db: c.get('deps').db, actor: actorOf(c), page, perPage: per_page, appUrl: c.get('deps').config.appUrl });
    return c.json({ data: result.items, meta: pageMeta(page, per_page, result.total) }, 200);
  });

  app.openapi(generate, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'certificate', actor.id);
    const { db, storage, config } = c.get('deps');
    const result = await generateCertificate({ db, storage, actor, courseId: c.req.valid('json').course_id, appUrl: config.appUrl });
    return result.created ? c.json({ data: result.certificate }, 201) : c.json({ data: result.certificate }, 200);
  });

  app.openapi(download, async (c) => {
    const { db, storage, config } = c.get('deps');
    const pdf = await certificatePdf({ db, storage, actor: actorOf(c), certificateId: c.req.valid('param').id, appUrl: config.appUrl });
    return pdfDownload(pdf) as never;
  });
}
