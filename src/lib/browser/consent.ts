/**
 * The visitor's cookie choice: necessary storage always, analytics only after consent.
 * Kept in localStorage under `tessera_consent` for 12 months, as the cookie policy says.
 */
export const consentKey = "tessera_consent";
const maxAgeMs = 365 * 24 * 60 * 60 * 1000;

export type Consent = { analytics: boolean; decidedAt: string };

export function readConsent(): Consent | undefined {
  try {
    const raw = window.localStorage.getItem(consentKey);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<Consent>;
    if (typeof value.analytics !== "boolean" || typeof value.decidedAt !== "string") return undefined;
    if (Date.now() - Date.parse(value.decidedAt) > maxAgeMs) return undefined;
    return { analytics: value.analytics, decidedAt: value.decidedAt };
  } catch {
    return undefined;
  }
}

export function saveConsent(analytics: boolean): Consent {
  const consent = { analytics, decidedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(consentKey, JSON.stringify(consent));
  } catch {
    // Private modes may refuse storage; the choice then holds for this page only.
  }
  return consent;
}
