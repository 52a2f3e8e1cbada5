import { currentLocale } from '../lib/i18n.ts';
import { m } from '../paraglide/messages.js';

// AppError lives in app-error.ts, which imports nothing, so the server's edge can throw it without
// loading every message at start-up (docs/performance.md, "Start-up").
import { AppError } from './app-error.ts';

export { AppError, ERROR_STATUS, type ErrorCode, type FieldErrors } from './app-error.ts';

// What a 404 names, in Spanish with its article, for a Spanish request (docs/i18n.md, "API
// refusals"); anything not listed (the studio's things: its API stays English) is "lo que buscas".
const SPANISH_THINGS: Record<string, string> = {
  resource: 'lo que buscas', account: 'la cuenta', address: 'la dirección', bundle: 'el paquete', certificate: 'el certificado',
  cohort: 'la cohorte', conversation: 'la conversación', course: 'el curso', 'course in this bundle': 'el curso en este paquete',
  'credit note': 'la factura rectificativa', enrolment: 'la inscripción', file: 'el archivo', group: 'el grupo',
  'help article': 'el artículo de ayuda', 'help category': 'la categoría de ayuda', image: 'la imagen', invitation: 'la invitación',
  invoice: 'la factura', lesson: 'la lección', 'live session': 'la sesión en directo', 'media file': 'el archivo multimedia',
  member: 'el miembro', message: 'el mensaje', notification: 'la notificación', page: 'la página', passkey: 'la llave de acceso',
  payment: 'el pago', plan: 'el plan', post: 'la publicación', 'blog post': 'la entrada del blog', practice: 'la práctica',
  recommendation: 'la recomendación', 'review card': 'la tarjeta de repaso', section: 'la sección', subscription: 'la suscripción',
  survey: 'la encuesta', 'task submission': 'la entrega de la tarea', testimonial: 'el testimonio', 'calendar feed': 'el calendario',
};

export const notFound = (what = 'resource') => {
  const locale = currentLocale();
  return new AppError('not_found', m.errors_not_found({ what: locale === 'es' ? (SPANISH_THINGS[what] ?? SPANISH_THINGS.resource!) : what }, { locale }));
};

/** "You are not enrolled in this course.", in the request's language. */
export const notEnrolled = () => new AppError('not_found', m.errors_not_enrolled());

/** A 422 for a single field, worded the way a form shows it next to the field. */
export const fieldError = (field: string, message: string) =>
  new AppError('validation', message, { errors: { [field]: [message] } });
