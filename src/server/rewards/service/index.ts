// The rewards domain's only entry for pages, scripts and other domains (ARCHITECTURE.md).
export { BADGES, badgeDefinition, badgeImagePath, type BadgeDefinition, type BadgeKey } from './badge-catalogue.ts';
export { badgeAwardByCode, type PublicBadgeAward } from './award-by-code.ts';
