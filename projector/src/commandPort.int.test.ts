import { SUBSCRIPTIONS_COLLECTION } from '@ftr/contracts';
import { USERS_COLLECTION } from '@ftr/infra/auth/sessions.ts';
import { createCommandReadModels } from './commandPort.ts';
import { PARAMETERS_COLLECTION } from '@ftr/read-models/parameters/projection.ts';
import { useEmbeddedStores } from '@ftr/infra/testing/embeddedStores.ts';

const stores = useEmbeddedStores('command-port', [
  { name: SUBSCRIPTIONS_COLLECTION, indexes: [] },
  { name: PARAMETERS_COLLECTION, indexes: [] },
  { name: USERS_COLLECTION, indexes: [] },
]);

const subscription = (id: string, username: string, site: string, code: string, push: boolean, email: boolean) => ({
  _id: id,
  ID: id,
  USERNAME: username,
  SITE_NAME: site,
  PARM_CODE: code,
  SUBSCRIPTION_TYPE: 2,
  PUSH_NOTIFICATION: push,
  EMAIL: email,
});

describe("the command side's query port over the read models (what the subscription notifier reads)", () => {
  it('maps subscriptions, the parameter a notice needs and the recipients from the projected documents', async () => {
    const { readStore } = stores;
    await readStore.put(SUBSCRIPTIONS_COLLECTION, subscription('s1', 'ann', 'BA', 'TN-PH-V-1H', true, false));
    await readStore.put(SUBSCRIPTIONS_COLLECTION, subscription('s2', 'bob', 'BA', 'TN-PH-V-1H', false, true));
    await readStore.put(SUBSCRIPTIONS_COLLECTION, subscription('s3', 'ann', 'WI', 'TN-PH-V-1H', true, true));
    await readStore.put(PARAMETERS_COLLECTION, {
      _id: 'BA_TN-PH-V-1H',
      SITE: 'BA',
      CODE: 'TN-PH-V-1H',
      HEADING1: 'Thin juice pH',
      DISPLAY_PRECISION: 2,
      UNITS: 'pH',
      UPPER_CHK_LIMIT: 9,
      LOWER_CHK_LIMIT: 8,
      UPPER_ABS_LIMIT: 10,
      LOWER_ABS_LIMIT: 7,
      PTYP_CODE: 'M',
    });
    await readStore.put(USERS_COLLECTION, {
      _id: 'ann',
      USERNAME: 'ann',
      ACTIVE: true,
      EMAIL: ' ann@example.com ',
      ACCESS_BA: true,
      ACCESS_WI: false,
    });
    await readStore.put(USERS_COLLECTION, { _id: 'bob', USERNAME: 'bob', ACTIVE: false, EMAIL: '', ACCESS_BA: true, ACCESS_CO: true });
    const port = createCommandReadModels(readStore);

    expect(await port.valueSubscriptions('BA', 'TN-PH-V-1H')).toEqual([
      { username: 'ann', type: 2, push: true, email: false },
      { username: 'bob', type: 2, push: false, email: true },
    ]);
    expect(await port.subscribedParameter('BA', 'TN-PH-V-1H')).toEqual({
      HEADING1: 'Thin juice pH',
      DISPLAY_PRECISION: 2,
      UNITS: 'pH',
      UPPER_CHK_LIMIT: 9,
      LOWER_CHK_LIMIT: 8,
      UPPER_ABS_LIMIT: 10,
      LOWER_ABS_LIMIT: 7,
    });
    expect(await port.subscribedParameter('WI', 'TN-PH-V-1H')).toBeNull();
    expect(await port.recipients(['ann', 'bob', 'nobody'])).toEqual(
      new Map([
        ['ann', { active: true, sites: ['BA'], email: 'ann@example.com' }],
        ['bob', { active: false, sites: ['BA', 'CO'], email: '' }],
      ]),
    );
  });
});
