// Which messages an event asks for, and by which road: a staff alert (a new inquiry, or the hour
// member messages reached their cap) goes to the webhook and/or the staff phone (Solapi), a
// digest to its one channel, the member's notice to Solapi as 알림톡 (the answer notice, the
// two-yearly consent confirmation and the download link of 카카오톡으로 받기, each with its own
// template), a verification code as a plain SMS. A message that cannot go because a setting is
// missing is a plan too ('none'), so it is recorded as failed instead of vanishing.
import { answerNotice, consentNotice, digestOf, staffAlertText, staffDigestText } from './compose.ts';
import type { NotifyConfig } from './config.ts';
import { downloadLinkNotice } from './download-link.ts';
import { capAlertText, capOf, phoneCodeText } from './member-sms.ts';
import type { ClaimedEvent, DeliveryRecord, Target } from './queue.ts';
import type { OutgoingMessage } from './solapi.ts';

export type Plan = { record: DeliveryRecord } & (
  | { via: 'webhook'; url: string; text: string }
  | { via: 'solapi'; message: OutgoingMessage }
  | { via: 'none'; error: string }
);

/** The two-yearly marketing consent confirmation (supabase/migrations/*_member_rights.sql): its subject is a member, not an inquiry. */
export const CONSENT_CONFIRMATION = 'marketing_consent_due';
/** A code proving a number (migration 20261202000400): one SMS to that number. */
export const PHONE_CODE = 'phone_code';
/** The hour's member messages reached their cap: one staff alert. */
export const MEMBER_MESSAGE_CAP = 'member_message_cap';
/** Events whose message goes to a member, and so only to a proven number (notify_claim gives it). */
export const MEMBER_KINDS: ReadonlySet<string> = new Set([
  'answer_written',
  'download_link',
  CONSENT_CONFIRMATION,
  PHONE_CODE,
]);

export const STAFF_SETTINGS = 'NOTIFY_STAFF_WEBHOOK_URL, or NOTIFY_STAFF_PHONE with the SOLAPI_* secrets';

export function plansFor(event: ClaimedEvent, config: NotifyConfig): Plan[] {
  const record = (target: Target): DeliveryRecord => ({
    event_id: event.event_id,
    target,
    kind: event.kind,
    receipt_no: event.receipt_no,
  });
  const message = (target: Target, to: string, text: string) => ({
    eventId: event.event_id,
    target,
    to: to.replace(/\D/g, ''),
    text,
  });
  const staffPlan = (target: 'staff_webhook' | 'staff_sms', text: string): Plan => {
    if (target === 'staff_webhook' && config.staffWebhookUrl)
      return { record: record(target), via: 'webhook', url: config.staffWebhookUrl, text };
    if (target === 'staff_sms' && config.staffPhone && config.solapi)
      return { record: record(target), via: 'solapi', message: message(target, config.staffPhone, text) };
    return { record: record(target), via: 'none', error: `the channel is no longer set (${STAFF_SETTINGS})` };
  };

  if (event.kind === PHONE_CODE) {
    if (!config.solapi) return [{ record: record('member_sms'), via: 'none', error: 'SOLAPI_* secrets are not set' }];
    return [
      {
        record: record('member_sms'),
        via: 'solapi',
        message: message('member_sms', event.tel, phoneCodeText(event.code)),
      },
    ];
  }
  if (event.kind === 'download_link') {
    const templateId = config.solapi?.downloadLinkTemplateId;
    if (!config.solapi || !templateId || !config.siteUrl) {
      return [
        {
          record: record('member_alimtalk'),
          via: 'none',
          error: 'SOLAPI_* (with SOLAPI_DOWNLOAD_LINK_TEMPLATE_ID) or NOTIFY_SITE_URL secrets are not set',
        },
      ];
    }
    const { variables, text } = downloadLinkNotice(config.siteUrl);
    return [
      {
        record: record('member_alimtalk'),
        via: 'solapi',
        message: { ...message('member_alimtalk', event.tel, text), alimtalk: { variables, templateId } },
      },
    ];
  }
  if (event.kind === 'answer_written') {
    if (!config.solapi || !config.siteUrl) {
      return [
        { record: record('member_alimtalk'), via: 'none', error: 'SOLAPI_* or NOTIFY_SITE_URL secrets are not set' },
      ];
    }
    const { variables, text } = answerNotice(event, config.siteUrl);
    return [
      {
        record: record('member_alimtalk'),
        via: 'solapi',
        message: { ...message('member_alimtalk', event.tel, text), alimtalk: { variables } },
      },
    ];
  }
  if (event.kind === CONSENT_CONFIRMATION) {
    const templateId = config.solapi?.consentTemplateId;
    if (!config.solapi || !templateId || !config.siteUrl) {
      const error = 'SOLAPI_*, SOLAPI_CONSENT_TEMPLATE_ID or NOTIFY_SITE_URL secrets are not set';
      return [{ record: record('member_alimtalk'), via: 'none', error }];
    }
    const { variables, text } = consentNotice(event, config.siteUrl);
    const to = message('member_alimtalk', event.tel, text);
    return [
      { record: record('member_alimtalk'), via: 'solapi', message: { ...to, alimtalk: { variables, templateId } } },
    ];
  }
  if (event.kind === 'staff_digest') {
    const digest = digestOf(event);
    return digest && digest.held.length > 0 ? [staffPlan(digest.channel, staffDigestText(digest))] : [];
  }
  const cap = event.kind === MEMBER_MESSAGE_CAP ? capOf(event.digest) : undefined;
  const text = cap ? capAlertText(cap) : staffAlertText(event, config.dashboardUrl);
  const plans: Plan[] = [];
  if (config.staffWebhookUrl) plans.push(staffPlan('staff_webhook', text));
  if (config.staffPhone && config.solapi) plans.push(staffPlan('staff_sms', text));
  return plans;
}
