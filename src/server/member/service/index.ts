// The member domain's public surface (docs/domain-order.md): what the member area shows about the
// member across the domains below it, the dashboard, the data export and the subscription status.
// It sits above every domain it reads; the accounts routes under /auth answer with these functions,
// which src/server/wiring.ts passes to accounts when the app is built, and the studio uses the export.
export { exportMemberData } from './export-data.ts';
export { memberHome } from './home.ts';
export { subscriptionStatus } from './subscription-status.ts';
