// The credentials domain's public surface (ARCHITECTURE.md): Open Badges 3.0 credentials of badge
// awards and course certificates, and the issuer that signs them (docs/rules/credentials.md).
export { badgeAwardPage, badgeCredential, certificateCredential, type BadgeAwardPage } from './award-credentials.ts';
export { issuerJwks, issuerKey, issuerProfile, publicJwk, type IssuerProfile, type PublicJwk } from './issuer.ts';
export { verifiesAgainstPublishedKey, type OpenBadgeCredential, type SignedCredential } from './open-badge.ts';
