// HTTP routes of the learning domain. Thin: validate with the declared schemas, call one service verb, reply.
// Order matters: /courses/enrolled/{id}... first, then /courses/{id}/enrolment, /courses/{id}/bookmark
// and /courses/{id}/cohorts,
// and only then /courses/{courseId}/{id}, which would otherwise take "enrolled", "enrolment" or
// "bookmark" for an id (see routes/lessons.ts). The catalogue (joined before us) owns /courses/{id}.
import { createRouter } from '../http/router.ts';
import { registerCertificateRoutes } from './routes/certificates.ts';
import { registerCohortRoutes } from './routes/cohorts.ts';
import { registerEnrolmentRoutes, registerMemberCourseLists } from './routes/courses.ts';
import { registerEnrolledRoutes, registerLessonRoutes } from './routes/lessons.ts';

export function learningRoutes() {
  const app = createRouter();
  registerEnrolledRoutes(app);
  registerEnrolmentRoutes(app);
  registerCohortRoutes(app);
  registerLessonRoutes(app);
  registerMemberCourseLists(app);
  registerCertificateRoutes(app);
  return app;
}
