// The credentials of what members earn: a badge award and a course certificate, each found by its
// public code (the code is the capability, as on its public page). Unknown codes give null.
import { paths } from '../../../lib/paths.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { certificateByCode } from '../../learning/service/index.ts';
import { badgeAwardByCode, badgeDefinition, badgeImagePath } from '../../rewards/service/index.ts';
import { buildCredential, signCredential, verifiesAgainstPublishedKey, type SignedCredential } from './open-badge.ts';

type CredentialDeps = { db: Db; config: Config };

/** The award, its badge and its signed credential; null for an unknown code or a badge no longer defined. */
async function signedBadge(deps: CredentialDeps, awardCode: string) {
  const award = await badgeAwardByCode(deps.db, awardCode);
  const badge = award && badgeDefinition(award.badgeKey);
  if (!award || !badge) return null;
  const { appUrl } = deps.config;
  const credential = buildCredential(appUrl, {
    pageUrl: `${appUrl}${paths.badge(award.code)}`,
    achievementKey: `badge/${badge.key}`,
    achievementType: 'Badge',
    name: badge.name,
    description: badge.description,
    criteria: { narrative: badge.criteria },
    imageUrl: `${appUrl}${badgeImagePath(badge.key)}`,
    holderName: award.holderName,
    validFrom: award.awardedAt,
  });
  const signed: SignedCredential = { jwt: await signCredential(deps.config, credential), credential, filename: `wellspring-badge-${safeName(award.code)}.jwt` };
  return { award, badge, signed };
}

export async function badgeCredential(deps: CredentialDeps, awardCode: string): Promise<SignedCredential | null> {
  return (await signedBadge(deps, awardCode))?.signed ?? null;
}

export async function certificateCredential(deps: CredentialDeps, certificateCode: string): Promise<SignedCredential | null> {
  const certificate = await certificateByCode(deps.db, certificateCode);
  if (!certificate) return null;
  const { appUrl } = deps.config;
  const credential = buildCredential(appUrl, {
    pageUrl: `${appUrl}${paths.certificate(certificate.code)}`,
    achievementKey: `course/${certificate.courseId}`,
    achievementType: 'CertificateOfCompletion',
    name: certificate.courseTitle,
    description: `Completed every lesson of the course "${certificate.courseTitle}" on Wellspring.`,
    criteria: { url: certificate.courseSlug ? `${appUrl}${paths.course(certificate.courseSlug)}` : undefined, narrative: 'Complete every lesson of the course.' },
    holderName: certificate.holderName,
    validFrom: certificate.issuedAt,
  });
  return { jwt: await signCredential(deps.config, credential), credential, filename: `wellspring-certificate-${safeName(certificate.code)}.jwt` };
}

/** The code as it may stand in a file name: the URL-safe alphabet codes are made of, nothing else. */
const safeName = (code: string) => code.replace(/[^A-Za-z0-9_-]/g, '');

export type BadgeAwardPage = {
  code: string;
  badgeKey: string;
  name: string;
  description: string;
  criteria: string;
  imagePath: string;
  holderName: string;
  awardedAt: string;
  /** The credential we hand out for it verifies against the published key (checked on each view). */
  valid: boolean;
  credentialPath: string;
};

/** What the public page /badge/{code} shows, or null for an unknown code. */
export async function badgeAwardPage(deps: CredentialDeps, awardCode: string): Promise<BadgeAwardPage | null> {
  const found = await signedBadge(deps, awardCode);
  if (!found) return null;
  const { award, badge, signed } = found;
  return {
    code: award.code,
    badgeKey: badge.key,
    name: badge.name,
    description: badge.description,
    criteria: badge.criteria,
    imagePath: badgeImagePath(badge.key),
    holderName: award.holderName,
    awardedAt: award.awardedAt.toISOString(),
    valid: await verifiesAgainstPublishedKey(deps.config, signed.jwt),
    credentialPath: paths.badgeCredential(award.code),
  };
}
