import type { LookupEvent } from '@ftr/contracts';
import { evolveAll } from '../shared/decider.ts';
import { decideLookup, lookupEvolver, type LookupCommand, type LookupState } from './decider.ts';

const given = (...events: LookupEvent[]): LookupState => evolveAll(lookupEvolver, events);
const when = (command: LookupCommand, state: LookupState) => decideLookup(command, state);
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
const refused = (kind: string, message: string) => ({ ok: false, failure: { kind, message } });

describe('lookups decider', () => {
  it('adds a new code to a list', () => {
    expect(when(create(), given())).toEqual({ ok: true, events: [created()] });
  });

  it('refuses a code the list already has', () => {
    expect(when(create({ description: 'Other' }), given(created()))).toEqual(refused('conflict', 'Item BS already exists'));
  });

  it('lets a deleted code be added again', () => {
    expect(when(create(), given(created(), deleted))).toEqual({ ok: true, events: [created()] });
  });

  it.each([
    ['statistic', 'ABCDE', 'code: Code must be at most 4 characters'],
    ['item', 'ABCDEFGHI', 'code: Code must be at most 8 characters'],
  ] as const)('refuses a %s code too long to compose a parameter code (%s)', (name, code, message) => {
    expect(when(create({ name, code }), given())).toEqual(refused('validation', message));
  });

  it('accepts codes at their maximum lengths', () => {
    expect(when(create({ name: 'statistic', code: 'ABCD' }), given()).ok).toBe(true);
    expect(when(create({ name: 'measurement', code: 'ABCDEFGH' }), given()).ok).toBe(true);
  });

  it('changes a description, recording the old one and the reason', () => {
    expect(when(update('Beet Slices', 'Plural, as on the lab sheets'), given(created()))).toEqual({
      ok: true,
      events: [
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
      ],
    });
  });

  it('writes nothing when the description is unchanged', () => {
    expect(when(update('Beet Slice'), given(created()))).toEqual({ ok: true, events: [] });
  });

  it('refuses to change or delete a code that is missing or deleted', () => {
    expect(when(update('x'), given())).toEqual(refused('not_found', 'Item BS not found'));
    expect(when(update('x'), given(created(), deleted))).toEqual(refused('not_found', 'Item BS not found'));
    expect(when(remove(0), given())).toEqual(refused('not_found', 'Item BS not found'));
  });

  it('deletes a code no parameter uses, keeping what it meant and why', () => {
    expect(when(remove(0, 'Never used'), given(created('Beet Slices')))).toEqual({
      ok: true,
      events: [{ type: 'LookupDeleted', data: { name: 'item', code: 'BS', description: 'Beet Slices', reason: 'Never used' } }],
    });
  });

  it('refuses to delete a code parameters use, naming how many', () => {
    expect(when(remove(14), given(created()))).toEqual(refused('conflict', 'Item BS is used by 14 parameters and cannot be deleted'));
    expect(when(remove(1), given(created()))).toEqual(refused('conflict', 'Item BS is used by 1 parameter and cannot be deleted'));
  });
});
