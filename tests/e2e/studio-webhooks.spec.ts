// Webhooks in a real browser (docs/rules/integrations.md, "Webhooks"; issue 36 part 1): the admin
// opens Webhooks from the studio's navigation, reads the demo CRM endpoint's delivery log and a failed
// delivery's attempts by keyboard, is told beside the fields what an endpoint needs, adds one for a
// receiver on this machine, copies its secret from the panel that shows it once, and the receiver
// gets a new member's event signed with that secret; the log shows it delivered. Removing the
// endpoint is asked first. Axe clean at 390 and 1280 px.
import { startWebhookReceiver } from '../helpers/webhook-receiver.ts';
import { bothWidths } from './support/authoring.ts';
import { DEMO_ADMIN, expect, newMember, signIn, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block' });

test('the admin reads the delivery log, adds an endpoint, and a new member reaches the receiver signed', async ({ page }) => {
  test.setTimeout(120_000);
  const receiver = await startWebhookReceiver();
  try {
    await signIn(page, DEMO_ADMIN);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/studio');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    // The demo's endpoint, paused by the admin, and its log, by keyboard.
    const crm = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'CRM' }) });
    await expect(crm).toContainText('https://crm.wellspring.example/hooks/wellspring');
    await expect(crm).toContainText('Off');
    const open = crm.getByRole('button', { name: 'Deliveries of CRM' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const log = page.getByRole('region', { name: 'Deliveries to CRM' });
    const failed = log.getByRole('row').filter({ hasText: 'invoice.issued' });
    await expect(failed).toContainText('Failed');
    await expect(failed).toContainText('410');
    await failed.getByRole('button', { name: /Details/ }).focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('heading', { name: 'invoice.issued · Failed' });
    await expect(detail).toBeFocused();
    await expect(log).toContainText('Gone: this hook was moved');
    await expect(log).toContainText('"number": "WS-2026-000001"');
    await log.getByLabel('Show').selectOption('succeeded');
    await expect(log.getByRole('row').filter({ hasText: 'invoice.issued' })).toHaveCount(0);
    await bothWidths(page, 'webhooks-log');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Adding an endpoint: what it needs is said beside the fields.
    await page.getByRole('button', { name: 'Add the endpoint' }).click();
    await expect(page.locator('#webhook-url-error')).toHaveText('Give the address to send events to.');
    await expect(page.locator('#webhook-events-error')).toHaveText('Choose at least one event.');
    await page.getByLabel('Address').fill(receiver.url);
    await page.getByLabel('Description (optional)').fill('Local receiver');
    await page.getByRole('checkbox', { name: /member\.created/ }).check();
    await page.getByRole('button', { name: 'Add the endpoint' }).click();
    const panel = page.locator('[data-new-secret]');
    await expect(panel.getByRole('heading', { name: 'Copy the signing secret of Local receiver now' })).toBeFocused();
    const secret = await panel.getByLabel('The signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    receiver.secrets = [secret];
    await bothWidths(page, 'webhooks-new');
    await page.setViewportSize({ width: 1280, height: 900 });
    await panel.getByRole('button', { name: 'I have copied it' }).click();
    await expect(panel).toHaveCount(0);

    // A member registers: the receiver gets member.created, signed with the secret.
    const member = await newMember(page, 'Hooked');
    await expect.poll(() => receiver.received.find((r) => r.payload.data?.member?.email === member.email)?.verifiedWith, { timeout: 20_000 }).toEqual([0]);
    const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Local receiver' }) });
    await page.reload();
    await mine.getByRole('button', { name: 'Deliveries of Local receiver' }).click();
    const row = page.getByRole('region', { name: 'Deliveries to Local receiver' }).getByRole('row').filter({ hasText: 'member.created' }).first();
    await expect(row).toContainText('Delivered');
    await expect(row).toContainText('200');
    await expect(page.getByText(secret)).toHaveCount(0);

    // Removing it is asked first.
    await mine.getByRole('button', { name: 'Remove Local receiver' }).click();
    await page.getByRole('dialog', { name: 'Remove the endpoint' }).getByRole('button', { name: 'Yes' }).click();
    await expect(mine).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Deliveries to Local receiver' })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
