// The dependencies a lower domain takes from a higher one, passed in once when the app is built
// (createApp). The domains import each other in one order with no cycle (docs/domain-order.md); where
// a lower domain needs a step that belongs to a domain above it and must happen in its own
// transaction, or a route it answers needs an answer written above it, it declares that dependency
// with provided() (src/server/shared/provided.ts) and it is filled here. This file belongs to no
// domain: like app.ts and runtime.ts it joins them.
import { invitationOnVerify, memberViews } from './accounts/service/index.ts';
import { cohortPlaces, enrolBought, refundConfirmed } from './commerce/service/index.ts';
import { courseFinished, enrolPurchased, placeBoughtCohort, takeBackCohortPlace } from './learning/service/index.ts';
import { exportMemberData, memberHome, subscriptionStatus } from './member/service/index.ts';
import { joinByInvitation, recommendedCourseFinished } from './mentors/service/index.ts';
import { MESSAGES_LIVE_FEED } from './messages/service/index.ts';
import { streamFeed } from './notifications/service/index.ts';
import { recordRefundConfirmed } from './studio/service/index.ts';

export function wireDomains(): void {
  // The dashboard, data export and subscription status under /auth (docs/rules/accounts.md).
  memberViews.provide({ home: memberHome, exportData: exportMemberData, subscriptionStatus });
  // New messages ride on the notifications stream (docs/rules/messages.md, "Live").
  streamFeed.provide(MESSAGES_LIVE_FEED);
  // A paid payment enrols the bought courses in its transaction (docs/rules/commerce.md, "Fulfilment").
  enrolBought.provide(enrolPurchased);
  // A paid cohort place puts the member in the cohort; a refund that takes access back takes it back (docs/rules/cohorts.md, "Paying for a place").
  cohortPlaces.provide({ place: placeBoughtCohort, takeBack: takeBackCohortPlace });
  // A finished course tells the mentors who recommended it, in the save's transaction (docs/rules/mentors.md).
  courseFinished.provide(recommendedCourseFinished);
  // A confirmed address accepts the mentor invitation its registration came from (docs/rules/mentors.md, "Joining from the e-mail").
  invitationOnVerify.provide(joinByInvitation);
  // A confirmed refund writes the audit row of the state the payment ends in, in the webhook's transaction (docs/rules/studio.md, "Audit log").
  refundConfirmed.provide(recordRefundConfirmed);
}
