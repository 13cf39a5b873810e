import { fail, type OperationEvent, type OperationType } from '@ftr/contracts';
import { deciderSpec } from '../shared/deciderSpec.ts';
import { operationDecider, type OperationCommand } from './decider.ts';

const today = '2026-11-22';
const fields: { site: 'BA'; code: string; type: OperationType; startDate: string; endDate: string } = {
  site: 'BA',
  code: 'BC2026',
  type: 'BC',
  startDate: '2026-09-01',
  endDate: '2027-02-01',
};

const { given } = deciderSpec(operationDecider);
const created = (over: Partial<typeof fields> = {}): OperationEvent => ({ type: 'OperationCreated', data: { ...fields, ...over } });
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
    given().when(create()).then([created()]);
  });

  it('refuses a code that already exists on the site', () => {
    given(created()).when(create()).then(fail('conflict', 'Operation BC2026 already exists'));
  });

  it('lets a deleted code be used again', () => {
    const deleted: OperationEvent = { type: 'OperationDeleted', data: { site: 'BA', code: 'BC2026' } };
    given(created(), deleted).when(create()).then([created()]);
  });

  it('refuses an end date before the start date', () => {
    given()
      .when(create({ endDate: '2026-08-31' }))
      .then(fail('validation', 'End date cannot be before the start date'));
  });

  it('accepts an operation that starts and ends on the same day', () => {
    given()
      .when(create({ endDate: '2026-09-01' }))
      .then([created({ endDate: '2026-09-01' })]);
  });

  it.each([create(), update(), remove()])('never lets central office users change operations (%o)', (command) => {
    given(created({ startDate: '2027-01-01' }))
      .when({ ...command, userSite: 'CO' })
      .then(fail('forbidden', 'Central Office users cannot edit operations'));
  });

  it('updates an operation that has not ended', () => {
    given(created())
      .when(update({ type: 'JR' }))
      .then([{ type: 'OperationUpdated', data: { ...fields, type: 'JR' } }]);
  });

  it('still updates an operation ending today', () => {
    given(created({ endDate: today }))
      .when(update({ type: 'JR', endDate: today }))
      .then([{ type: 'OperationUpdated', data: { ...fields, type: 'JR', endDate: today } }]);
  });

  it('writes nothing for an update to what the operation already is', () => {
    given(created()).when(update()).then([]);
  });

  it('refuses to update an operation that has ended', () => {
    given(created({ endDate: '2026-11-21' }))
      .when(update())
      .then(fail('conflict', 'Operation BC2026 has ended and can no longer be edited'));
  });

  it('refuses to update a missing operation', () => {
    given().when(update()).then(fail('not_found', 'Operation BC2026 not found'));
  });

  it('refuses an update that puts the end before the start', () => {
    given(created())
      .when(update({ endDate: '2026-08-01' }))
      .thenRefused('validation');
  });

  it('deletes an operation that has not started', () => {
    given(created({ startDate: '2026-11-23' }))
      .when(remove())
      .then([{ type: 'OperationDeleted', data: { site: 'BA', code: 'BC2026' } }]);
  });

  it('refuses to delete an operation that has started (today counts as started)', () => {
    given(created({ startDate: today }))
      .when(remove())
      .then(fail('conflict', 'Operation BC2026 has started and can no longer be deleted'));
  });

  it('refuses to delete a deleted operation', () => {
    const deleted: OperationEvent = { type: 'OperationDeleted', data: { site: 'BA', code: 'BC2026' } };
    given(created({ startDate: '2027-01-01' }), deleted)
      .when(remove())
      .thenRefused('not_found');
  });
});
