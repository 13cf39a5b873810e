import { cellLock } from './locks.ts';

const operation = { startDate: '2026-09-01', endDate: '2026-12-31' };
const lock = (date: string, today = '2026-11-23', historicData = false, op = operation) =>
  cellLock({ date, operation: op, today, historicData });

describe('cellLock (spec 1 §4 Cell editing)', () => {
  it('locks dates before the operation start', () => {
    expect(lock('2026-08-31', '2026-09-02')).toBe('beforeStart');
    expect(lock('2026-09-01', '2026-09-02')).toBeNull();
  });

  it('keeps the day after the end open and locks later days', () => {
    const ended = { startDate: '2026-09-01', endDate: '2026-11-21' };
    expect(lock('2026-11-21', '2026-11-23', false, ended)).toBeNull();
    expect(lock('2026-11-22', '2026-11-23', false, ended)).toBeNull();
    expect(lock('2026-11-23', '2026-11-23', false, ended)).toBe('afterEnd');
  });

  it('locks future factory dates but not today', () => {
    expect(lock('2026-11-23')).toBeNull();
    expect(lock('2026-11-24')).toBe('future');
  });

  it('without HISTORIC_DATA locks dates more than 3 days before today', () => {
    expect(lock('2026-11-20')).toBeNull();
    expect(lock('2026-11-19')).toBe('historic');
    expect(lock('2026-09-01')).toBe('historic');
  });

  it('with HISTORIC_DATA keeps old dates open (within the operation)', () => {
    expect(lock('2026-11-19', '2026-11-23', true)).toBeNull();
    expect(lock('2026-09-01', '2026-11-23', true)).toBeNull();
    expect(lock('2026-08-31', '2026-11-23', true)).toBe('beforeStart');
  });

  it('counts whole days across month, year and daylight-saving changes', () => {
    const op = { startDate: '2026-01-01', endDate: '2027-12-31' };
    expect(lock('2026-12-29', '2027-01-01', false, op)).toBeNull();
    expect(lock('2026-12-28', '2027-01-01', false, op)).toBe('historic');
    expect(lock('2026-03-26', '2026-03-29', false, op)).toBeNull();
    expect(lock('2026-10-21', '2026-10-25', false, op)).toBe('historic');
  });
});
