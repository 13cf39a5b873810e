import type { SubscriptionDto } from '@ftr/contracts';
import { settingsOf, withSettings, without } from './list.ts';

const subscription = (ID: string): SubscriptionDto => ({
  ID,
  PARM_CODE: `CODE-${ID}`,
  SITE_NAME: 'BA',
  SUBSCRIPTION: 'On Value Entered',
  SUBSCRIPTION_TYPE: 1,
  EMAIL: false,
  PUSH_NOTIFICATION: true,
  LAST_UPDATED_DTS: '2026-11-22T10:00:00.000Z',
});
const list = [subscription('a'), subscription('b')];

describe('subscription list edits', () => {
  it('changes one subscription, its type text following its type', () => {
    const changed = withSettings(list, 'b', { type: 3, email: true, push: false });
    expect(changed[1]).toMatchObject({
      SUBSCRIPTION_TYPE: 3,
      SUBSCRIPTION: 'Data Outside Absolute Limits',
      EMAIL: true,
      PUSH_NOTIFICATION: false,
    });
    expect(changed[0]).toBe(list[0]);
    expect(settingsOf(changed[1]!)).toEqual({ type: 3, email: true, push: false });
  });

  it('removes one subscription and leaves the original list untouched', () => {
    expect(without(list, 'a').map((s) => s.ID)).toEqual(['b']);
    expect(list.map((s) => s.ID)).toEqual(['a', 'b']);
  });
});
