import { byWeek, datesToRecalculate, jobProgress } from './plan.ts';

const NOW = new Date('2026-11-25T10:30:00Z'); // factory 2026-11-26
const request = { site: 'BA' as const, operation: 'BC2026', from: '2026-11-20', requestedBy: 'u' };

describe('what a recalculation job covers', () => {
  it('runs from the request date to today, within the operation (the day after its end still counts)', () => {
    expect(datesToRecalculate(request, { startDate: '2026-10-01', endDate: '2027-01-01' }, NOW)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(datesToRecalculate({ ...request, from: '2026-01-01' }, { startDate: '2026-11-25', endDate: '2027-01-01' }, NOW)).toEqual([
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(datesToRecalculate(request, { startDate: '2026-10-01', endDate: '2026-11-20' }, NOW)).toEqual(['2026-11-20', '2026-11-21']);
    expect(datesToRecalculate({ ...request, from: '2026-12-01' }, { startDate: '2026-10-01', endDate: '2027-01-01' }, NOW)).toEqual([]);
  });

  it('covers only the cell of a manual request', () => {
    expect(
      datesToRecalculate(
        { ...request, cell: { code: 'S', date: '2026-11-02', hour: 3 } },
        { startDate: '2026-10-01', endDate: '2027-01-01' },
        NOW,
      ),
    ).toEqual(['2026-11-02']);
  });

  it('groups dates by factory week (Monday to Sunday), one week stream each', () => {
    expect(byWeek(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'])).toEqual([
      ['2026-11-21', '2026-11-22'],
      ['2026-11-23', '2026-11-24'],
    ]);
  });

  it('knows from the events after the request whether its job started or completed', () => {
    const event = (type: string, jobId: string) => ({ type, data: { jobId } });
    expect(
      jobProgress([event('RecalculationStarted', 'recalc-BA-1'), event('RecalculationCompleted', 'recalc-BA-2')], 'recalc-BA-1'),
    ).toEqual({ started: true, completed: false });
    expect(jobProgress([event('RecalculationRequested', 'x'), event('RecalculationCompleted', 'recalc-BA-1')], 'recalc-BA-1')).toEqual({
      started: false,
      completed: true,
    });
  });
});
