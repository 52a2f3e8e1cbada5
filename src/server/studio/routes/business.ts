// HTTP routes of the studio's "running the business" side under /v1/admin (docs/rules/studio.md,
// "Running the business"): plans, discount codes and the default discount, payments and refunds.
// Joined by routes.ts; every route needs a token and the services require an admin (403).
import { z } from '@hono/zod-openapi';
import { DataExportSchema } from '../../../lib/schemas/accounts.ts';
import { MemberProfileSchema } from '../../../lib/schemas/studio.ts';
import {
  DiscountCreateSchema,
  DiscountUpdateSchema,
  PlanCreateSchema,
  PaymentsQuerySchema,
  RoleChangeSchema,
  PointsValueInputSchema,
  RewardsRulesSchema,
  PlanUpdateSchema,
  RefundSchema,
  StudioDiscountSchema,
  StudioPaymentSchema,
  StudioSurveySchema,
  SurveyAnswerSchema,
  SurveyAnswersQuerySchema,
  StudioPlanSchema,
} from '../../../lib/schemas/studio-business.ts';
import { actorOf } from '../../http/middleware.ts';
import { dataOf, errorResponses, listOf, pdfDownload } from '../../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody, pathParam } from '../../http/route-helpers.ts';
import type { Router } from '../../http/router.ts';
import { changeRole, clearDefaultDiscount, deleteMember, exportMember, createDiscount, createPlan, listStudioDiscounts, listStudioPayments, listStudioPlans, listStudioSurveys, listSurveyAnswers, refundPayment, rewardsRules, studioCreditNotePdf, updatePointsValue, setDefaultDiscount, setDiscountActive, updateDiscount, updatePlan } from '../service/index.ts';

const TAG = ['Studio'];
const ADMIN = 'Administrators only: a member or an author gets 403.';
const PlanParams = z.object({ id: idParam('id', 'plan') });
const DiscountParams = z.object({ id: idParam('id', 'discount') });

const listPlansRoute = createRoute({
  method: 'get', path: '/admin/plans', tags: TAG, summary: 'Every plan, active or not, in display order', description: ADMIN, ...auth,
  responses: { 200: json(dataOf(z.array(StudioPlanSchema)), 'The plans'), ...errorResponses(401, 403) },
});
const createPlanRoute = createRoute({
  method: 'post', path: '/admin/plans', tags: TAG, summary: 'Create a plan (name, interval, price in minor units, currency, active)', description: ADMIN, ...auth,
  request: { body: jsonBody(PlanCreateSchema) },
  responses: { 201: json(dataOf(StudioPlanSchema), 'The plan'), ...errorResponses(401, 403, 422) },
});
const updatePlanRoute = createRoute({
  method: 'patch', path: '/admin/plans/{id}', tags: TAG, summary: 'Change a plan; payments already made keep their amounts', description: ADMIN, ...auth,
  request: { params: PlanParams, body: jsonBody(PlanUpdateSchema) },
  responses: { 200: json(dataOf(StudioPlanSchema), 'The plan'), ...errorResponses(401, 403, 404, 422) },
});

const listDiscountsRoute = createRoute({
  method: 'get', path: '/admin/discounts', tags: TAG, summary: 'Every discount: the default first, then active codes, then the rest', description: ADMIN, ...auth,
  responses: { 200: json(dataOf(z.array(StudioDiscountSchema)), 'The discounts'), ...errorResponses(401, 403) },
});
const createDiscountRoute = createRoute({
  method: 'post', path: '/admin/discounts', tags: TAG, summary: 'Create a discount code (percent or fixed, dates, caps, targets, duration)', description: ADMIN, ...auth,
  request: { body: jsonBody(DiscountCreateSchema) },
  responses: { 201: json(dataOf(StudioDiscountSchema), 'The discount, active'), ...errorResponses(401, 403, 422) },
});
const updateDiscountRoute = createRoute({
  method: 'patch', path: '/admin/discounts/{id}', tags: TAG, summary: 'Change a discount', description: ADMIN, ...auth,
  request: { params: DiscountParams, body: jsonBody(DiscountUpdateSchema) },
  responses: { 200: json(dataOf(StudioDiscountSchema), 'The discount'), ...errorResponses(401, 403, 404, 409, 422) },
});
const activateRoute = createRoute({
  method: 'post', path: '/admin/discounts/{id}/activate', tags: TAG, summary: 'Activate a discount', description: `${ADMIN} 409 when it is a default and another default is active.`, ...auth,
  request: { params: DiscountParams },
  responses: { 200: json(dataOf(StudioDiscountSchema), 'The discount, active'), ...errorResponses(401, 403, 404, 409) },
});
const deactivateRoute = createRoute({
  method: 'post', path: '/admin/discounts/{id}/deactivate', tags: TAG, summary: 'Deactivate a discount: members can no longer use it', description: ADMIN, ...auth,
  request: { params: DiscountParams },
  responses: { 200: json(dataOf(StudioDiscountSchema), 'The discount, inactive'), ...errorResponses(401, 403, 404) },
});
const setDefaultRoute = createRoute({
  method: 'post', path: '/admin/discounts/{id}/default', tags: TAG, summary: 'Make a discount the default (applied to everyone, no code)', description: `${ADMIN} 409 while another default is active.`, ...auth,
  request: { params: DiscountParams },
  responses: { 200: json(dataOf(StudioDiscountSchema), 'The discount, now the default'), ...errorResponses(401, 403, 404, 409) },
});
const clearDefaultRoute = createRoute({
  method: 'delete', path: '/admin/discounts/{id}/default', tags: TAG, summary: 'Stop a discount being the default', description: ADMIN, ...auth,
  request: { params: DiscountParams },
  responses: { 200: json(dataOf(StudioDiscountSchema), 'The discount, no longer the default'), ...errorResponses(401, 403, 404, 409, 422) },
});

const PaymentParams = z.object({ id: idParam('id', 'payment') });
const paymentsRoute = createRoute({
  method: 'get', path: '/admin/payments', tags: TAG, summary: 'Payments, newest first: member, amount, status, invoice number, date (filter by status)', description: ADMIN, ...auth,
  request: { query: PaymentsQuerySchema },
  responses: { 200: json(listOf(StudioPaymentSchema), 'A page of payments'), ...errorResponses(401, 403, 422) },
});
const creditNotePdfRoute = createRoute({
  method: 'get', path: '/admin/credit-notes/{id}/credit-note.pdf', tags: TAG, summary: 'A credit note (one confirmed refund) as a PDF', description: ADMIN, ...auth,
  request: { params: z.object({ id: idParam('id', 'credit note') }) },
  responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } }, ...errorResponses(401, 403, 404, 422) },
});
const refundRoute = createRoute({
  method: 'post', path: '/admin/payments/{id}/refund', tags: TAG, summary: 'Refund part or all of a paid payment through its provider; the provider’s event confirms it and issues a credit note', description: `${ADMIN} An amount over what remains (the total less refunds confirmed or asked for) is 422, and so is taking back access with less than all that remains; a payment wholly refunded (or asked for), or not paid, is 409; a provider that refuses is 503.`, ...auth,
  request: { params: PaymentParams, body: jsonBody(RefundSchema) },
  responses: { 200: json(dataOf(StudioPaymentSchema), 'The payment (refunded once the provider confirmed)'), ...errorResponses(401, 403, 404, 409, 422, 503) },
});

const rewardsRoute = createRoute({
  method: 'get', path: '/admin/rewards', tags: TAG, summary: 'What each action pays in points (current and default) and the badge catalogue with its criteria', description: ADMIN, ...auth,
  responses: { 200: json(dataOf(RewardsRulesSchema), 'The rules'), ...errorResponses(401, 403) },
});
const pointsRoute = createRoute({
  method: 'put', path: '/admin/rewards/points/{reason}', tags: TAG, summary: 'Set what an action pays from now on (0–1000); points already paid stay', description: ADMIN, ...auth,
  request: { params: z.object({ reason: pathParam('reason', 'The action, as the ledger names it', 'lesson_finished', 60) }), body: jsonBody(PointsValueInputSchema) },
  responses: { 200: json(dataOf(RewardsRulesSchema), 'The rules, changed'), ...errorResponses(401, 403, 404, 422) },
});

const surveysRoute = createRoute({
  method: 'get', path: '/admin/surveys', tags: TAG, summary: 'Site surveys with their answers per score, NPS and an SVG chart', description: ADMIN, ...auth,
  responses: { 200: json(dataOf(z.array(StudioSurveySchema)), 'The surveys'), ...errorResponses(401, 403) },
});
const answersRoute = createRoute({
  method: 'get', path: '/admin/surveys/{id}/answers', tags: TAG, summary: 'A site survey’s answers (score, comment, member), newest first', description: ADMIN, ...auth,
  request: { params: z.object({ id: idParam('id', 'survey') }), query: SurveyAnswersQuerySchema },
  responses: { 200: json(listOf(SurveyAnswerSchema), 'A page of answers'), ...errorResponses(401, 403, 404, 422) },
});

const MemberParams = z.object({ id: idParam('id', 'member') });
const roleRoute = createRoute({
  method: 'put', path: '/admin/members/{id}/role', tags: TAG, summary: 'Change a member’s role (member, author, admin)', description: `${ADMIN} Your own role, and a cancelled account’s, cannot be changed (409).`, ...auth,
  request: { params: MemberParams, body: jsonBody(RoleChangeSchema) },
  responses: { 200: json(dataOf(MemberProfileSchema), 'The member'), ...errorResponses(401, 403, 404, 409, 422) },
});
const deleteMemberRoute = createRoute({
  method: 'delete', path: '/admin/members/{id}', tags: TAG, summary: 'Delete an account on the member’s request (the cancellation rules: personal data erased, learning records anonymised)', description: `${ADMIN} Your own account, an administrator and a deleted account are 409.`, ...auth,
  request: { params: MemberParams },
  responses: { 200: json(dataOf(MemberProfileSchema), 'The account, cancelled'), ...errorResponses(401, 403, 404, 409) },
});
const exportMemberRoute = createRoute({
  method: 'get', path: '/admin/members/{id}/export', tags: TAG, summary: 'A member’s data export (the same file the member downloads), for answering a request', description: ADMIN, ...auth,
  request: { params: MemberParams },
  responses: { 200: json(DataExportSchema, 'The export (Content-Disposition: attachment)'), ...errorResponses(401, 403, 404) },
});

export function registerBusinessRoutes(app: Router) {
  const ctx = (c: Parameters<typeof actorOf>[0]) => ({ db: c.get('deps').db, actor: actorOf(c) });

  app.openapi(listPlansRoute, async (c) => c.json({ data: await listStudioPlans(ctx(c)) }, 200));
  app.openapi(createPlanRoute, async (c) => c.json({ data: await createPlan({ ...ctx(c), input: c.req.valid('json') }) }, 201));
  app.openapi(updatePlanRoute, async (c) => c.json({ data: await updatePlan({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));

  app.openapi(listDiscountsRoute, async (c) => c.json({ data: await listStudioDiscounts(ctx(c)) }, 200));
  app.openapi(createDiscountRoute, async (c) => c.json({ data: await createDiscount({ ...ctx(c), input: c.req.valid('json') }) }, 201));
  app.openapi(updateDiscountRoute, async (c) => c.json({ data: await updateDiscount({ ...ctx(c), id: c.req.valid('param').id, input: c.req.valid('json') }) }, 200));
  app.openapi(activateRoute, async (c) => c.json({ data: await setDiscountActive({ ...ctx(c), id: c.req.valid('param').id, active: true }) }, 200));
  app.openapi(deactivateRoute, async (c) => c.json({ data: await setDiscountActive({ ...ctx(c), id: c.req.valid('param').id, active: false }) }, 200));
  app.openapi(setDefaultRoute, async (c) => c.json({ data: await setDefaultDiscount({ ...ctx(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(clearDefaultRoute, async (c) => c.json({ data: await clearDefaultDiscount({ ...ctx(c), id: c.req.valid('param').id }) }, 200));

  app.openapi(paymentsRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listStudioPayments({ ...ctx(c), status: q.status, page: q.page, perPage: q.per_page }), 200);
  });
  app.openapi(refundRoute, async (c) => {
    const { reason, amount, revoke_access } = c.req.valid('json');
    return c.json({ data: await refundPayment({ deps: c.get('deps'), actor: actorOf(c), id: c.req.valid('param').id, ...(reason ? { reason } : {}), ...(amount !== undefined ? { amount } : {}), revokeAccess: revoke_access ?? false }) }, 200);
  });
  app.openapi(creditNotePdfRoute, async (c) => pdfDownload(await studioCreditNotePdf({ ...ctx(c), id: c.req.valid('param').id })) as never);

  app.openapi(rewardsRoute, async (c) => c.json({ data: await rewardsRules(ctx(c)) }, 200));
  app.openapi(pointsRoute, async (c) => c.json({ data: await updatePointsValue({ ...ctx(c), reason: c.req.valid('param').reason, points: c.req.valid('json').points }) }, 200));

  app.openapi(surveysRoute, async (c) => c.json({ data: await listStudioSurveys(ctx(c)) }, 200));
  app.openapi(answersRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listSurveyAnswers({ ...ctx(c), id: c.req.valid('param').id, page: q.page, perPage: q.per_page }), 200);
  });

  app.openapi(roleRoute, async (c) => c.json({ data: await changeRole({ ...ctx(c), id: c.req.valid('param').id, role: c.req.valid('json').role }) }, 200));
  app.openapi(deleteMemberRoute, async (c) => c.json({ data: await deleteMember({ deps: c.get('deps'), actor: actorOf(c), id: c.req.valid('param').id }) }, 200));
  app.openapi(exportMemberRoute, async (c) => {
    const id = c.req.valid('param').id;
    const data = await exportMember({ ...ctx(c), id });
    c.header('Content-Disposition', `attachment; filename="wellspring-data-${id}-${data.exported_at.slice(0, 10)}.json"`);
    return c.json(data, 200);
  });

}
