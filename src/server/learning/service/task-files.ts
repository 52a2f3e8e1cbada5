// Task uploads: the file's type is checked by its name AND its first bytes (a renamed executable is
// refused), its size against the limit, and it is stored under tasks/<enrolmentId>/ with a random
// name, so nothing the member chose ever becomes a path.
import { randomBytes } from 'node:crypto';
import { TASK_FILE_MAX_BYTES, TASK_FILE_TYPES } from '../../../lib/schemas/learning.ts';
import { fieldError } from '../../errors.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { m } from '../../../paraglide/messages.js';

type Extension = keyof typeof TASK_FILE_TYPES;
const MB = TASK_FILE_MAX_BYTES / 1024 / 1024;
export const TASK_TYPES_LABEL = 'PDF, PNG, JPEG, TXT or DOCX';
/** The accepted types as a refusal names them, with the request's word for "or". */
const typesLabel = () => TASK_TYPES_LABEL.replace(' or ', m.errors_or());

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** Whether the content looks like what its extension says. */
function contentMatches(ext: Extension, bytes: Uint8Array): boolean {
  switch (ext) {
    case 'pdf':
      return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]); // %PDF-
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'docx':
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]); // a ZIP container
    case 'txt':
      return isUtf8Text(bytes);
  }
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** A display name: no folders, no control characters, not too long. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-120);
  return clean || 'file';
}

export type CheckedUpload = { bytes: Uint8Array; ext: Extension; name: string; size: number };

export async function checkTaskFile(file: unknown): Promise<CheckedUpload | null> {
  if (file === undefined || file === null || file === '') return null;
  if (!(file instanceof File)) throw fieldError('file', m.errors_task_file_as_upload());
  if (file.size === 0) throw fieldError('file', m.errors_task_file_empty());
  if (file.size > TASK_FILE_MAX_BYTES) throw fieldError('file', m.errors_task_file_too_big({ mb: MB }));
  const name = cleanFileName(file.name);
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!(ext in TASK_FILE_TYPES)) throw fieldError('file', m.errors_task_file_type({ types: typesLabel() }));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatches(ext as Extension, bytes)) throw fieldError('file', m.errors_task_file_content({ ext: ext.toUpperCase(), types: typesLabel() }));
  return { bytes, ext: ext as Extension, name, size: bytes.byteLength };
}

export const taskFileKey = (enrolmentId: number, lessonId: number, ext: string) =>
  `tasks/${enrolmentId}/${lessonId}-${randomBytes(9).toString('base64url')}.${ext}`;

/** The task lesson's own rules, set in the studio: fewer file types, or a smaller limit, than the platform's. */
export function checkLessonFileRules(upload: CheckedUpload, lesson: { taskFileTypes: string[] | null; taskMaxBytes: number | null }): void {
  const types = lesson.taskFileTypes;
  if (types?.length && !types.includes(upload.ext) && !(upload.ext === 'jpeg' && types.includes('jpg'))) {
    throw fieldError('file', m.errors_task_types_only({ types: types.map((t) => t.toUpperCase()).join(', ') }));
  }
  if (lesson.taskMaxBytes && upload.size > lesson.taskMaxBytes) throw fieldError('file', m.errors_task_file_max({ size: formatSize(lesson.taskMaxBytes) }));
}

const formatSize = (bytes: number) => {
  const size = bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
  return currentLocale() === 'es' ? size.replace('.', ',') : size;
};
