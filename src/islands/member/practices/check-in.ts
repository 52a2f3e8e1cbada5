// Checking in, online or not (docs/rules/practices.md, "Offline"): a check-in goes straight to the
// API; without a network it waits on the device with a client id and the time it was made, and the
// queue is sent in order when the connection returns. A check-in the server refuses (4xx) is dropped
// and the member told; the client id makes a resend after a lost answer count once.
import { ApiError } from '../../../lib/api/errors.ts';
import { checkInPractice } from '../../../lib/api/practices.ts';
import type { CheckInRequest, CheckInResult } from '../../../lib/schemas/practices.ts';
import { $checkInQueue, dropCheckIn, queueCheckIn } from '../../../stores/practices-offline.ts';
import { toast } from '../../../stores/ui.ts';
import { newClientSaveId } from '../../lesson/offline.ts';
import { m } from '../../../paraglide/messages.js';

export type CheckInOutcome = { queued: true } | { queued: false; result: CheckInResult };

const offline = (err: unknown) => err instanceof ApiError && err.status === 0;

export async function checkIn(practiceId: number, body: CheckInRequest): Promise<CheckInOutcome> {
  const clientId = newClientSaveId();
  const queuedAt = Date.now();
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    queueCheckIn({ clientId, practiceId, body, queuedAt });
    return { queued: true };
  }
  try {
    const { data } = await checkInPractice(practiceId, { ...body, client_id: clientId });
    return { queued: false, result: data };
  } catch (err) {
    if (!offline(err)) throw err;
    queueCheckIn({ clientId, practiceId, body, queuedAt });
    return { queued: true };
  }
}

let flushing: Promise<number> | null = null;

/** Sends the queued check-ins, oldest first; resolves with how many reached the server. */
export function flushCheckIns(): Promise<number> {
  if (flushing) return flushing;
  const run = async () => {
    let sent = 0;
    for (;;) {
      const [item] = $checkInQueue.get();
      if (!item) return sent;
      try {
        await checkInPractice(item.practiceId, { ...item.body, client_id: item.clientId, checked_at: new Date(item.queuedAt).toISOString() });
        sent++;
      } catch (err) {
        if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500 || err.status === 429 || err.status === 401) return sent;
        toast(m.community_prac_offline_refused({ message: err.message }), 'error');
      }
      dropCheckIn(item.clientId);
    }
  };
  const locked = typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('ws-check-in-queue', run) : run();
  flushing = Promise.resolve(locked).finally(() => {
    flushing = null;
  });
  return flushing;
}
