import { fail, type LookupEvent } from '@ftr/contracts';
import { deciderSpec } from '../shared/deciderSpec.ts';
import { lookupDecider, type LookupCommand } from './decider.ts';

const { given } = deciderSpec(lookupDecider);
const created = (description = 'Beet Slice'): LookupEvent => ({ type: 'LookupCreated', data: { name: 'item', code: 'BS', description } });
const deleted: LookupEvent = { type: 'LookupDeleted', data: { name: 'item', code: 'BS', description: 'Beet Slice', reason: null } };
const create = (over: Partial<Extract<LookupCommand, { kind: 'CreateLookup' }>> = {}): LookupCommand => ({
  kind: 'CreateLookup',
  name: 'item',
  code: 'BS',
  description: 'Beet Slice',
  ...over,
});
const update = (description: string, reason: string | null = null): LookupCommand => ({
  kind: 'UpdateLookup',
  name: 'item',
  code: 'BS',
  description,
  reason,
});
const remove = (parameterCount: number, reason: string | null = null): LookupCommand => ({
  kind: 'DeleteLookup',
  name: 'item',
  code: 'BS',
  parameterCount,
  reason,
});

describe('lookups decider', () => {
  it('adds a new code to a list', () => {
    given().when(create()).then([created()]);
  });

  it('refuses a code the list already has', () => {
    given(created())
      .when(create({ description: 'Other' }))
      .then(fail('conflict', 'Item BS already exists'));
  });

  it('lets a deleted code be added again', () => {
    given(created(), deleted).when(create()).then([created()]);
  });

  it.each([
    ['statistic', 'ABCDE', 'code: Code must be at most 4 characters'],
    ['item', 'ABCDEFGHI', 'code: Code must be at most 8 characters'],
  ] as const)('refuses a %s code too long to compose a parameter code (%s)', (name, code, message) => {
    given().when(create({ name, code })).then(fail('validation', message));
  });

  it('accepts codes at their maximum lengths', () => {
    expect(given().when(create({ name: 'statistic', code: 'ABCD' })).decision.ok).toBe(true);
    expect(given().when(create({ name: 'measurement', code: 'ABCDEFGH' })).decision.ok).toBe(true);
  });

  it('changes a description, recording the old one and the reason', () => {
    given(created())
      .when(update('Beet Slices', 'Plural, as on the lab sheets'))
      .then([
        {
          type: 'LookupUpdated',
          data: {
            name: 'item',
            code: 'BS',
            description: 'Beet Slices',
            previous: { description: 'Beet Slice' },
            reason: 'Plural, as on the lab sheets',
          },
        },
      ]);
  });

  it('writes nothing when the description is unchanged', () => {
    given(created()).when(update('Beet Slice')).then([]);
  });

  it('refuses to change or delete a code that is missing or deleted', () => {
    given().when(update('x')).then(fail('not_found', 'Item BS not found'));
    given(created(), deleted).when(update('x')).then(fail('not_found', 'Item BS not found'));
    given().when(remove(0)).then(fail('not_found', 'Item BS not found'));
  });

  it('deletes a code no parameter uses, keeping what it meant and why', () => {
    given(created('Beet Slices'))
      .when(remove(0, 'Never used'))
      .then([{ type: 'LookupDeleted', data: { name: 'item', code: 'BS', description: 'Beet Slices', reason: 'Never used' } }]);
  });

  it('refuses to delete a code parameters use, naming how many', () => {
    given(created()).when(remove(14)).then(fail('conflict', 'Item BS is used by 14 parameters and cannot be deleted'));
    given(created()).when(remove(1)).then(fail('conflict', 'Item BS is used by 1 parameter and cannot be deleted'));
  });
});
