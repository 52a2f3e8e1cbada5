// A submission's file, for whoever may see the submission (docs/rules/task-review.md, "Files"): the
// member, the course's author, an admin, the member's mentor. Served as a download, never inline.
import { TASK_FILE_TYPES } from '../../../lib/schemas/learning.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import type { Storage } from '../../storage/storage.ts';
import { authorityOver, loadSubmission } from './access.ts';

export async function taskSubmissionFile({ db, storage, actor, id }: { db: Db; storage: Storage; actor: Actor; id: number }): Promise<{ bytes: Uint8Array; filename: string; contentType: string }> {
  const row = await loadSubmission(db, id);
  await authorityOver(db, actor, row);
  if (!row.attachment_path) throw notFound('file');
  const bytes = await storage.get(row.attachment_path);
  if (!bytes) throw notFound('file');
  const ext = row.attachment_path.slice(row.attachment_path.lastIndexOf('.') + 1).toLowerCase();
  const contentType = (TASK_FILE_TYPES as Record<string, string>)[ext] ?? 'application/octet-stream';
  // The stored name is cleaned at upload (task-files.ts); quotes are dropped for the header.
  return { bytes, filename: (row.attachment_name ?? `task.${ext}`).replace(/["\\]/g, ''), contentType };
}
