import { CONSENT_KEY, hasConsent, storeConsent } from './consent.ts';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
};

describe('cookie consent (spec 3 §2)', () => {
  it('has no consent until accepted, then keeps it under the product key', () => {
    const store = memory();
    expect(hasConsent(store)).toBe(false);
    storeConsent(store, new Date('2026-11-22T10:00:00Z'));
    expect(hasConsent(store)).toBe(true);
    expect(JSON.parse(store.items.get(CONSENT_KEY) ?? '')).toEqual({ accepted: 'all', at: '2026-11-22T10:00:00.000Z' });
    expect(CONSENT_KEY).toMatch(/^ftr\./);
  });

  it('treats an unreadable stored value as no consent', () => {
    const store = memory();
    store.setItem(CONSENT_KEY, 'not json');
    expect(hasConsent(store)).toBe(false);
    store.setItem(CONSENT_KEY, '{"accepted":"some"}');
    expect(hasConsent(store)).toBe(false);
  });
});
