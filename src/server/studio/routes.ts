// HTTP routes of the operators' studio under /v1/admin (docs/rules/studio.md), joined from their
// groups in routes/. Every route needs a token; the services check the role (403). The order is the
// order in which the groups' paths are matched. Before any of them, an admin or author whose session
// has not proved a second factor is refused (docs/security.md, "Second factor"); each service checks
// it again with the role.
import { createRouter } from '../http/router.ts';
import { requireSecondFactor } from './service/index.ts';
import { registerBusinessRoutes } from './routes/business.ts';
import { registerContentRoutes } from './routes/content.ts';
import { registerCourseArchiveRoutes } from './routes/course-archive.ts';
import { registerCourseRoutes } from './routes/courses.ts';
import { registerExportRoutes } from './routes/exports.ts';
import { registerMediaRoutes } from './routes/media.ts';
import { registerMemberRoutes } from './routes/members.ts';
import { registerPeopleRoutes } from './routes/people.ts';
import { registerReportRoutes } from './routes/reports.ts';
import { registerApiKeyRoutes } from './routes/api-keys.ts';
import { registerWebhookRoutes } from './routes/webhooks.ts';
import { registerNewsletterRoutes } from './routes/newsletters.ts';
import { registerDiscussionModerationRoutes } from './routes/discussions.ts';
import { registerTranslationRoutes } from './routes/translations.ts';

export function studioRoutes() {
  const app = createRouter();
  app.use('/admin/*', async (c, next) => {
    const actor = c.get('actor');
    if (actor) requireSecondFactor(actor);
    await next();
  });
  registerExportRoutes(app);
  registerMemberRoutes(app);
  registerBusinessRoutes(app);
  registerCourseArchiveRoutes(app);
  registerCourseRoutes(app);
  registerContentRoutes(app);
  registerMediaRoutes(app);
  registerReportRoutes(app);
  registerPeopleRoutes(app);
  registerApiKeyRoutes(app);
  registerWebhookRoutes(app);
  registerNewsletterRoutes(app);
  registerDiscussionModerationRoutes(app);
  registerTranslationRoutes(app);
  return app;
}
