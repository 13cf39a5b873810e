/** Spec 3 §2: consent is stored once accepted, under a key for the product. */
export const CONSENT_KEY = 'ftr.cookieConsent';

/** Spec 3 §9: the banner appears 1500 ms after load when no consent is stored. */
export const CONSENT_BANNER_DELAY_MS = 1500;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface StoredConsent {
  accepted: 'all';
  at: string;
}

export const hasConsent = (store: KeyValueStore): boolean => {
  const raw = store.getItem(CONSENT_KEY);
  if (raw === null) return false;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && 'accepted' in parsed && parsed.accepted === 'all';
  } catch {
    return false;
  }
};

export const storeConsent = (store: KeyValueStore, now: Date): void => {
  const consent: StoredConsent = { accepted: 'all', at: now.toISOString() };
  store.setItem(CONSENT_KEY, JSON.stringify(consent));
};
