// Guesses at a one-time code. A magic link's 6-digit code (POST /verify {email, token}) has a
// million values and lives an hour, so the stack counts wrong codes per e-mail: after
// MAX_WRONG_CODES the code is spent, and every further try, right or wrong, is refused until
// a new link is generated. Hosted Supabase Auth limits /verify per client address instead
// (30 requests per 5 minutes, GOTRUE_RATE_LIMIT_VERIFY); the refusal has its shape: 429,
// error_code over_request_rate_limit, "Request rate limit reached".
import { AuthFailure } from './errors.ts';

export const MAX_WRONG_CODES = 5;
const FORGET_AFTER_MS = 60 * 60 * 1000; // a code's lifetime: older counts are of no use

export interface OtpAttempts {
  /** Throws the 429 once `email` has used up its wrong guesses. */
  check(email: string): void;
  /** Counts a wrong code; true when that was the last one allowed (the code is now spent). */
  failed(email: string): boolean;
  /** A new link, or a right code: the count starts again. */
  reset(email: string): void;
}

export function createOtpAttempts(now: () => number = Date.now): OtpAttempts {
  const wrong = new Map<string, { count: number; since: number }>();
  const forgetOld = () => {
    for (const [email, entry] of wrong) if (now() - entry.since > FORGET_AFTER_MS) wrong.delete(email);
  };
  return {
    check(email) {
      forgetOld();
      if ((wrong.get(email)?.count ?? 0) >= MAX_WRONG_CODES) {
        throw new AuthFailure(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
    },
    failed(email) {
      const entry = wrong.get(email) ?? { count: 0, since: now() };
      entry.count += 1;
      wrong.set(email, entry);
      return entry.count >= MAX_WRONG_CODES;
    },
    reset(email) {
      wrong.delete(email);
    },
  };
}
