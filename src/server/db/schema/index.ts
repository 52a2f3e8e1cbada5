// The whole database schema, one file per domain, re-exported for Drizzle and drizzle-kit.
export * from './accounts.ts';
export * from './catalogue.ts';
export * from './learning.ts';
export * from './content.ts';
export * from './platform.ts';
export * from './rewards.ts';
export * from './notifications.ts';
export * from './jobs.ts';
export * from './commerce.ts';
export * from './billing.ts';
export * from './mentors.ts';
export * from './messages.ts';
export * from './surveys.ts';
export * from './practices.ts';
export * from './journal.ts';
export * from './review.ts';
export * from './studio.ts';
