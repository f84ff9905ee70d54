// What to do with a message an earlier attempt may have sent: it was marked `sending` and the
// attempt died before recording the result, or the provider did not answer in time
// (`unknown`). Sending it again could message the member twice; not sending could lose it.
// For Solapi the function asks: a message with this event's customFields means it went out
// (record it as sent), none means it never arrived (send it now). A webhook cannot be asked,
// so its message stays `unknown` for staff to check.
import { describeFailure } from '../_shared/failure-text.ts';
import type { SolapiConfig } from './config.ts';
import type { DeliveryOutcome, DeliveryRecord } from './queue.ts';
import { findSent, type OutgoingMessage } from './solapi.ts';

export interface Doubtful {
  record: DeliveryRecord;
  /** The Solapi message it would be, or undefined for a webhook. */
  message: OutgoingMessage | undefined;
  /** When the first attempt began. */
  since: string;
}

const doubt = (record: DeliveryRecord, error: string): DeliveryOutcome => ({
  ...record,
  status: 'unknown',
  error,
  provider_ref: null,
});

/** The outcomes settled by asking, and the messages to send because they never arrived. */
export async function reconcile(
  solapi: SolapiConfig | undefined,
  doubtful: Doubtful[],
): Promise<{ outcomes: DeliveryOutcome[]; resend: Doubtful[] }> {
  const outcomes: DeliveryOutcome[] = [];
  const resend: Doubtful[] = [];
  await Promise.all(
    doubtful.map(async (item) => {
      if (!item.message || !solapi) {
        outcomes.push(
          doubt(
            item.record,
            'an earlier attempt stopped before its result was recorded; not sent again (check the messenger)',
          ),
        );
        return;
      }
      try {
        const sent = await findSent(solapi, item.message, item.since);
        if (sent) outcomes.push({ ...item.record, status: 'sent', error: null, provider_ref: sent });
        else resend.push(item);
      } catch (error) {
        const why =
          error instanceof Error && error.message.startsWith("Solapi's") ? error.message : describeFailure(error);
        outcomes.push(doubt(item.record, `could not ask Solapi whether an earlier attempt sent it: ${why}`));
      }
    }),
  );
  return { outcomes, resend };
}
