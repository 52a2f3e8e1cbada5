// The journal without a network (docs/rules/journal.md, "Saving"; the rules of lesson saves in
// docs/rules/client.md, "Offline saves"): a draft of what the member writes in the Reflect panel,
// kept on every change, and the saves made offline, sent in order when the connection returns. Kept
// in the member's storage (src/stores/member-storage.ts, keys `ws:journal:v1:<member id>:…`).
import type { SaveEntry } from '../lib/schemas/journal.ts';
import { memberStorage } from './member-storage.ts';

export type ReflectionDraft = { body: string; mood: SaveEntry['mood']; energy: SaveEntry['energy'] };
export type QueuedReflection = { clientSaveId: string; lessonId: number; body: SaveEntry; queuedAt: number };

const kept = memberStorage('journal');

export const putDraft = (lessonId: number, draft: ReflectionDraft) => kept.keepDraft(`draft:${lessonId}`, draft);
export const clearDraft = (lessonId: number) => kept.keep(`draft:${lessonId}`, undefined);

/** The draft, when it is newer than what the server has (it is what the member wrote last). */
export const newerDraft = (lessonId: number, savedAt: string | null) => kept.newerDraft<ReflectionDraft>(`draft:${lessonId}`, savedAt);

export const $reflectionQueue = kept.list<QueuedReflection>('queue');
export const queueReflection = (item: QueuedReflection) => kept.keep('queue', [...$reflectionQueue.get(), item]);
export const dropReflection = (clientSaveId: string) => kept.keep('queue', $reflectionQueue.get().filter((q) => q.clientSaveId !== clientSaveId));
