// The SMS that carries a verification code (docs/product.md#proven-numbers), and the staff alert
// for the hour member-facing messages reached their cap (docs/product.md#automatic-messages).
// The code goes as a plain SMS, never as 알림톡: it proves the number itself, whatever
// KakaoTalk account is on it.
import { kstMinute } from './compose.ts';

/** How long a code can be typed back, as private.phone_codes keeps it. */
export const PHONE_CODE_MINUTES = 3;

/** One SMS (at most 90 bytes in Korean encoding, so it is never billed as an LMS). */
export function phoneCodeText(code: string): string {
  return `[소담POS] 인증번호 [${code}]를 ${PHONE_CODE_MINUTES}분 안에 입력해 주세요. 요청하지 않으셨다면 무시해 주세요.`;
}

/** What notify_claim says about the cap's alert: the hour and the cap it reached. */
export interface CapReached {
  hour: string;
  cap: number;
}

export function capOf(digest: unknown): CapReached | undefined {
  if (typeof digest !== 'object' || digest === null) return undefined;
  const { hour, cap } = digest as Record<string, unknown>;
  return typeof hour === 'string' && typeof cap === 'number' ? { hour, cap } : undefined;
}

/** Staff hear once per hour that presses are being refused, and until when. */
export function capAlertText({ hour, cap }: CapReached): string {
  const start = kstMinute(hour);
  const end = kstMinute(new Date(Date.parse(hour) + 3600_000).toISOString()).slice(11);
  return [
    '[소담POS] 회원 알림 시간당 한도 도달',
    `${start}~${end} (한국 시간)에 회원에게 보낸 알림이 한도 ${cap}건에 닿았습니다.`,
    '이 시간이 끝날 때까지 카카오톡으로 받기와 인증번호 요청은 거절됩니다. 많은 요청이 한꺼번에 들어온 것인지 확인해 주세요.',
  ].join('\n');
}
