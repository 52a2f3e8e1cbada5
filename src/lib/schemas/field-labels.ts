// How a refusal names a field (docs/rules/api-errors.md, "Messages"). In English the label comes from the
// key (`per_page` reads "Per page"), exactly as the API has always worded it; in Spanish a field a
// member fills has its Spanish name (docs/i18n.md, "API refusals"), and any other field keeps the
// English label from its key. Each message also starts with the field's subject, "{label}" in
// English and "El campo {label}" in Spanish, so one field's message can be renamed for another.
// Browser-safe: the forms word their errors with it too.
import { currentLocale } from '../i18n.ts';
import { m } from '../../paraglide/messages.js';

// Listed one by one rather than looked up by name, so a page's bundle carries only these messages.
const SPANISH_LABELS: Record<string, typeof m.errors_label_name> = {
  name: m.errors_label_name,
  email: m.errors_label_email,
  password: m.errors_label_password,
  password_confirmation: m.errors_label_password_confirmation,
  current_password: m.errors_label_current_password,
  body: m.errors_label_body,
  title: m.errors_label_title,
  message: m.errors_label_message,
  phone: m.errors_label_phone,
  subject: m.errors_label_subject,
  terms: m.errors_label_terms,
  bio: m.errors_label_bio,
  headline: m.errors_label_headline,
  language: m.errors_label_language,
  gender: m.errors_label_gender,
  country: m.errors_label_country,
  city: m.errors_label_city,
  region: m.errors_label_region,
  postcode: m.errors_label_postcode,
  line1: m.errors_label_line1,
  line2: m.errors_label_line2,
  address_line1: m.errors_label_address_line1,
  address_line2: m.errors_label_address_line2,
  company: m.errors_label_company,
  vat_number: m.errors_label_vat_number,
  code: m.errors_label_code,
  discount_code: m.errors_label_discount_code,
  note: m.errors_label_note,
  reason: m.errors_label_reason,
  comment: m.errors_label_comment,
  rating: m.errors_label_rating,
  content: m.errors_label_content,
  time_zone: m.errors_label_time_zone,
  timezone: m.errors_label_timezone,
  mood: m.errors_label_mood,
  answers: m.errors_label_answers,
  answer: m.errors_label_answer,
  avatar: m.errors_label_avatar,
  description: m.errors_label_description,
  feedback: m.errors_label_feedback,
  text: m.errors_label_text,
  query: m.errors_label_query,
  term: m.errors_label_term,
  q: m.errors_label_q,
};

/** `per_page` → "Per page"; `answers.3` → "Answers 3"; the body itself → "The request body". */
export function fieldLabel(path: ReadonlyArray<PropertyKey> | undefined): string {
  if (!path?.length) return 'The request body';
  const words = path.map((part) => String(part).replace(/_/g, ' ')).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field's Spanish name when every named part of its path has one (`answers.3` → "respuestas 3"). */
function spanishLabel(path: ReadonlyArray<PropertyKey>): string | undefined {
  const words: string[] = [];
  for (const part of path) {
    if (typeof part === 'number' || /^\d+$/.test(String(part))) words.push(String(part));
    else {
      const label = Object.hasOwn(SPANISH_LABELS, part as string) ? SPANISH_LABELS[part as string] : undefined;
      if (!label) return undefined;
      words.push(label({}, { locale: 'es' }));
    }
  }
  return words.join(' ');
}

/** What a message about the field at `path` starts with, in the language of the request or page. */
export function fieldSubject(path: ReadonlyArray<PropertyKey> | undefined): string {
  if (!path?.length) return m.errors_request_body();
  const label = currentLocale() === 'es' ? (spanishLabel(path) ?? fieldLabel(path)) : fieldLabel(path);
  return m.errors_field_subject({ label });
}
