// Open Badges credentials in a real browser (docs/rules/credentials.md): the public page of an awarded
// badge says it is valid and offers its credential, an unknown code is the 404 page with the header,
// and a certificate's verification page and the member's certificate list offer its credential.
// Every page visited is scanned with axe; each downloaded file verifies against the published key.
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { finishCourse } from './support/finish-course.ts';
import { DEMO_MEMBER, expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

async function verifyWithPublishedKey(request: APIRequestContext, jwt: string) {
  const jwks = await (await request.get('/v1/credentials/issuer/jwks')).json();
  return (await jwtVerify(jwt, createLocalJWKSet(jwks), { algorithms: ['EdDSA'] })).payload;
}


/** Works through every lesson of a demo course through the API (answers from the demo content); the certificate comes with the completion. */
async function earnCertificate(request: APIRequestContext, token: string, slug: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const courseId = await finishCourse(request, token, slug);
  const issued = await request.post('/v1/auth/certificates/generate', { headers, data: { course_id: courseId } });
  expect(issued.status()).toBe(200);
  return (await issued.json()).data.code;
}

/** The public code of the demo member's First Step badge, as her badge list gives it. */
async function demoFirstStepCode(request: APIRequestContext): Promise<string> {
  const login = await request.post('/v1/auth/login', { data: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } });
  const { token } = (await login.json()).data;
  const badges = (await (await request.get('/v1/auth/badges', { headers: { authorization: `Bearer ${token}` } })).json()).data as Array<{ key: string; public_url: string | null }>;
  const url = badges.find((b) => b.key === 'first_lesson')?.public_url;
  expect(url, 'the demo member has earned First Step').toBeTruthy();
  return url!.split('/').pop()!;
}

test('an awarded badge has a public page that shows it valid and offers its credential', async ({ page }) => {
  const DEMO_BADGE_CODE = await demoFirstStepCode(page.request);
  await page.goto(`/badge/${DEMO_BADGE_CODE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'First Step' })).toBeVisible();
  await expect(page.getByText('Valid badge')).toBeVisible();
  await expect(page.getByText('Maya Thompson')).toBeVisible();
  await expect(page.getByText(/checked on our server against the key we publish/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'First Step badge artwork' })).toHaveAttribute('src', '/badges/first_lesson.svg');
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Open Badges credential' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`wellspring-badge-${DEMO_BADGE_CODE}.jwt`);
  const payload = await verifyWithPublishedKey(page.request, fs.readFileSync((await file.path())!, 'utf8'));
  expect(payload.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  expect(payload.id).toMatch(new RegExp(`/badge/${DEMO_BADGE_CODE}$`));

  const unknown = await page.goto('/badge/NO-SUCH-BADGE');
  expect(unknown!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn\'t find that page' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoAxeViolations(page);
  for (const bad of ['/badge/%00', '/badge/%E2%80%AE', `/badge/${'B'.repeat(300)}`]) expect((await page.request.get(bad)).status(), bad).toBe(404);
});

test('a certificate\'s verification page and the member\'s certificate list offer its credential', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const who = await newMember(page, 'Credential');
  const { token } = await signIn(page, who);
  const code = await earnCertificate(page.request, token, 'meditation-for-beginners');

  await page.goto('/certificates');
  const card = page.locator('.learning-card', { hasText: 'Meditation for Complete Beginners' });
  const memberLink = card.getByRole('link', { name: 'Download Open Badges credential for Meditation for Complete Beginners' });
  await expect(memberLink).toHaveAttribute('href', `/v1/certificates/${code}/credential`);
  await expectNoAxeViolations(page);

  // A visitor, not signed in, on the verification page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/certificate/${code}`);
  await expect(visitor.getByText('Valid certificate')).toBeVisible();
  await expectNoAxeViolations(visitor);
  const downloading = visitor.waitForEvent('download');
  await visitor.getByRole('link', { name: 'Download Open Badges credential' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`wellspring-certificate-${code}.jwt`);
  const payload = await verifyWithPublishedKey(visitor.request, fs.readFileSync((await file.path())!, 'utf8'));
  expect(payload.name).toBe('Meditation for Complete Beginners');
  expect((payload.credentialSubject as { identifier: Array<{ identityHash: string }> }).identifier[0]!.identityHash).toBe(who.name);
  await visitorContext.close();
});
