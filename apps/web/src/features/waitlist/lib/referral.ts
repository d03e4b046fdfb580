import { parseReferralCode } from '@shiplog/contract';

const STORAGE_KEY = 'shiplog.waitlist.ref';

/**
 * Keeps the referral code of a `?ref=` landing URL for this tab, so the entry is credited
 * whichever page the visitor joins from. A URL without one keeps the code seen before.
 */
export function rememberReferral(ref: string | null): void {
  const code = parseReferralCode(ref);
  if (!code) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage can be unavailable (privacy modes): the entry is then simply not credited.
  }
}

/** The remembered referral code, or null. */
export function rememberedReferral(): string | null {
  try {
    return parseReferralCode(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}
