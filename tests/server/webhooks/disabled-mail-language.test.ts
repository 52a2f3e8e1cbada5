// "A webhook endpoint was turned off" in each admin's own language (docs/i18n.md, "E-mails";
// docs/rules/integrations.md, "Retries and turning off"): a Spanish admin reads it in Spanish with
// the time in Spanish, an English admin exactly as before. The link is the studio's (English only).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, webhookEndpoints } from '../../../src/server/db/schema/index.ts';
import { createWorker, enqueue } from '../../../src/server/jobs/index.ts';
import { WEBHOOK_DISABLED_MAIL_JOB, WEBHOOK_JOBS } from '../../../src/server/webhooks/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { readMail } from '../../helpers/mail.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

describe('the webhook-disabled e-mail', () => {
  it('is in each admin’s language', async () => {
    const ana = await t.member({ name: 'Ana Admin', role: 'admin' });
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, ana.id));
    const hugo = await t.member({ name: 'Hugo Admin', role: 'admin' });
    const since = new Date('2026-11-26T09:05:00Z');
    const [ep] = await t.db
      .insert(webhookEndpoints)
      .values({ url: 'https://hooks.example.com/in', description: 'CRM', events: ['member.created'], secret: 'sealed', failingSince: since, disabledAt: new Date('2026-11-29T09:10:00Z'), disabledReason: 'failing' })
      .returning();
    await enqueue(t.db, WEBHOOK_DISABLED_MAIL_JOB, { endpointId: ep!.id });
    await createWorker({ deps: t.deps, definitions: WEBHOOK_JOBS }).drain();
    const mails = await Promise.all(t.outbox().map(readMail));

    const es = mails.find((m) => m.to === ana.email)!;
    expect(es.subject).toBe('Se ha desactivado un endpoint de webhook');
    expect(es.text).toContain('Hola, Ana Admin:');
    expect(es.text).toContain('Todas las entregas al endpoint de webhook CRM (https://hooks.example.com/in) fallan desde el jueves, 26 de noviembre de 2026, 09:05 (UTC), así que lo hemos desactivado.');
    expect(es.text).toContain('Comprueba que el receptor esté en marcha');
    expect(es.text).toContain(`Abrir webhooks:\n${t.config.appUrl}/studio/webhooks`);
    expect(es.html).toContain('<html lang="es">');

    const en = mails.find((m) => m.to === hugo.email)!;
    expect(en.subject).toBe('A webhook endpoint was turned off');
    expect(en.text).toContain('Hi Hugo Admin,');
    expect(en.text).toContain('Every delivery to the webhook endpoint CRM (https://hooks.example.com/in) has failed since Thu, 26 Nov 2026 09:05:00 GMT, so we have turned it off. Events are no longer recorded for it.');
    expect(en.text).toContain(`Open webhooks:\n${t.config.appUrl}/studio/webhooks`);
  });
});
