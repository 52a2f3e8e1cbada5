// The studio's media library (docs/rules/studio.md, "Media"): one row per uploaded file, its kind and
// type decided from its bytes, and for images the resized WebP copies made at upload. Variants are a
// jsonb list on the row rather than a child table: they are written once with the row, never edited
// on their own, always read with it and removed with it. Captions are WebVTT files, stored as our
// parser re-wrote them (docs/rules/studio.md, "Captions").
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

export const MEDIA_KINDS = ['image', 'audio', 'video', 'pdf', 'captions'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A resized WebP copy of an image: its storage key, pixel size and bytes. */
export type MediaVariant = { key: string; width: number; height: number; bytes: number };

export const mediaFiles = pgTable(
  'media_files',
  {
    id: id(),
    /** Where the bytes are in deps.storage, e.g. `media/library/<random>.png`; never reused. */
    storageKey: text('storage_key').notNull(),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    /** Decided from the content (media-sniff.ts), never from the name or the client's Content-Type. */
    mimeType: text('mime_type').notNull(),
    originalName: text('original_name').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    altText: text('alt_text').notNull().default(''),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_files_storage_key_unique').on(t.storageKey),
    index('media_files_uploaded_by_idx').on(t.uploadedBy, t.createdAt),
    index('media_files_created_idx').on(t.createdAt),
    check('media_files_kind_check', sql`${t.kind} IN ('image', 'audio', 'video', 'pdf', 'captions')`),
  ],
);
