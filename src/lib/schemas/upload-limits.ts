// The sizes of the two large uploads, the studio's media files and a course archive, in a module with
// no imports: the server's edge (src/server/http/body-limit.ts) reads them at start-up without loading
// the schemas and their messages (docs/performance.md, "Start-up").
const MB = 1024 * 1024;

export const MEDIA_KINDS = ['image', 'audio', 'video', 'pdf', 'captions'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * The largest file of each kind, in bytes. The upload is counted as it streams and refused (422) once
 * it passes its kind's limit; the route's body limit (src/server/http/body-limit.ts) is the largest of
 * these plus the form (docs/rules/studio.md, "Media").
 */
export const MEDIA_LIMITS: Record<MediaKind, number> = { image: 10 * MB, audio: 50 * MB, video: 200 * MB, pdf: 20 * MB, captions: 1 * MB };

/**
 * Limits of a course archive: the upload itself, its entries, the manifest, and all files unpacked.
 * Each media file is also held to its kind's library limit (MEDIA_LIMITS), so a zip bomb is refused
 * from the sizes the zip declares, and yauzl stops any entry that unpacks to more than it declared.
 */
export const ARCHIVE_LIMITS = { bytes: 500 * MB, entries: 500, manifestBytes: 5 * MB, unpackedBytes: 1024 * MB, lessons: 300, sections: 100, media: 400 } as const;
