import { evolveAll } from '../shared/decider.ts';
import type { OperationEvent, OperationType } from '@ftr/contracts';
import { decideOperation, operationEvolver, type OperationCommand, type OperationState } from './decider.ts';

const today = '2026-11-22';
const fields: { site: 'BA'; code: string; type: OperationType; startDate: string; endDate: string } = {
  site: 'BA',
  code: 'BC2026',
  type: 'BC',
  startDate: '2026-09-01',
  endDate: '2027-02-01',
};

const given = (...events: OperationEvent[]): OperationState => evolveAll(operationEvolver, events);
const created = (over: Partial<typeof fields> = {}): OperationEvent => ({ type: 'OperationCreated', data: { ...fields, ...over } });
const when = (command: OperationCommand, state: OperationState) => decideOperation(command, state);
const create = (over: Partial<typeof fields> = {}, userSite: OperationCommand['userSite'] = 'BA'): OperationCommand => ({
  kind: 'CreateOperation',
  userSite,
  today,
  fields: { ...fields, ...over },
});
const update = (over: Partial<typeof fields> = {}, userSite: OperationCommand['userSite'] = 'BA'): OperationCommand => ({
  kind: 'UpdateOperation',
  userSite,
  today,
  fields: { ...fields, ...over },
});
const remove = (userSite: OperationCommand['userSite'] = 'BA'): OperationCommand => ({
  kind: 'DeleteOperation',
  userSite,
  today,
  site: 'BA',
  code: 'BC2026',
});

describe('operations decider', () => {
  it('creates a new operation', () => {
    expect(when(create(), given())).toEqual({ ok: true, events: [created()] });
  });

  it('refuses a code that already exists on the site', () => {
    expect(when(create(), given(created()))).toEqual({
      ok: false,
      failure: { kind: 'conflict', message: 'Operation BC2026 already exists' },
    });
  });

  it('lets a deleted code be used again', () => {
    const deleted: OperationEvent = { type: 'OperationDeleted', data: { site: 'BA', code: 'BC2026' } };
    expect(when(create(), given(created(), deleted)).ok).toBe(true);
  });

  it('refuses an end date before the start date', () => {
    const result = when(create({ endDate: '2026-08-31' }), given());
    expect(result).toEqual({ ok: false, failure: { kind: 'validation', message: 'End date cannot be before the start date' } });
  });

  it('accepts an operation that starts and ends on the same day', () => {
    expect(when(create({ endDate: '2026-09-01' }), given()).ok).toBe(true);
  });

  it.each([create(), update(), remove()])('never lets central office users change operations (%o)', (command) => {
    const result = when({ ...command, userSite: 'CO' }, given(created({ startDate: '2027-01-01' })));
    expect(result).toEqual({ ok: false, failure: { kind: 'forbidden', message: 'Central Office users cannot edit operations' } });
  });

  it('updates an operation that has not ended', () => {
    expect(when(update({ type: 'JR' }), given(created()))).toEqual({
      ok: true,
      events: [{ type: 'OperationUpdated', data: { ...fields, type: 'JR' } }],
    });
  });

  it('still updates an operation ending today', () => {
    expect(when(update(), given(created({ endDate: today }))).ok).toBe(true);
  });

  it('refuses to update an operation that has ended', () => {
    const result = when(update(), given(created({ endDate: '2026-11-21' })));
    expect(result).toEqual({ ok: false, failure: { kind: 'conflict', message: 'Operation BC2026 has ended and can no longer be edited' } });
  });

  it('refuses to update a missing operation', () => {
    expect(when(update(), given())).toEqual({ ok: false, failure: { kind: 'not_found', message: 'Operation BC2026 not found' } });
  });

  it('refuses an update that puts the end before the start', () => {
    expect(when(update({ endDate: '2026-08-01' }), given(created())).ok).toBe(false);
  });

  it('deletes an operation that has not started', () => {
    expect(when(remove(), given(created({ startDate: '2026-11-23' })))).toEqual({
      ok: true,
      events: [{ type: 'OperationDeleted', data: { site: 'BA', code: 'BC2026' } }],
    });
  });

  it('refuses to delete an operation that has started (today counts as started)', () => {
    const result = when(remove(), given(created({ startDate: today })));
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'conflict', message: 'Operation BC2026 has started and can no longer be deleted' },
    });
  });

  it('refuses to delete a deleted operation', () => {
    const deleted: OperationEvent = { type: 'OperationDeleted', data: { site: 'BA', code: 'BC2026' } };
    expect(when(remove(), given(created({ startDate: '2027-01-01' }), deleted)).ok).toBe(false);
  });
});
