// Practices without a network (docs/rules/practices.md, "Offline"; the same rules as lesson saves in
// docs/rules/client.md, "Offline saves"): the last list of practices read, and the check-ins made
// offline, waiting to be sent in order with their client id and the time they were made. Kept in the
// member's storage (src/stores/member-storage.ts, keys `ws:practices:v1:<member id>:…`).
import type { CheckInRequest, Practice } from '../lib/schemas/practices.ts';
import { memberStorage } from './member-storage.ts';

export type QueuedCheckIn = { clientId: string; practiceId: number; body: CheckInRequest; queuedAt: number };

const kept = memberStorage('practices');

export const keepPractices = (list: Practice[]) => kept.keep('list', list);
export const keptPractices = (): Practice[] | null => kept.read<Practice[]>('list') ?? null;

/** The signed-in member's check-ins waiting to be sent, oldest first. */
export const $checkInQueue = kept.list<QueuedCheckIn>('queue');

export const queueCheckIn = (item: QueuedCheckIn) => kept.keep('queue', [...$checkInQueue.get(), item]);
export const dropCheckIn = (clientId: string) => kept.keep('queue', $checkInQueue.get().filter((q) => q.clientId !== clientId));
