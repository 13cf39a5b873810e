import {
  FACTORY_SITES,
  MAX_CHANGES_PER_SUBMISSION,
  SubmitDataBody,
  addDays,
  hoursInFactoryDay,
  outsideCcfAbsolute,
  outsideTriggerBand,
  walkCcfColumn,
  type ChangeRecord,
} from '@ftr/contracts';
import { submissionShape } from '@ftr/command-service/dataValues/shape.ts';
import { demoParameters, type DemoParameter } from './demoParameters.ts';
import { demoOperations } from './demoPlant.ts';
import { demoEntryParameters, demoValues, type DemoValues } from './demoValuesGenerator.ts';
import { planCounts } from './demoValuesPlan.ts';

// Factory today 2026-11-26: 60 days back reach 2026-09-27, so the autumn day (2026-10-25, 25 hours) is inside.
const TODAY = '2026-11-26';
const DAYS = 60;
const operationsOf = (site: string) => demoOperations(TODAY).filter((op) => op.site === site);
const generate = (site: (typeof FACTORY_SITES)[number], days = DAYS): DemoValues =>
  demoValues({ site, today: TODAY, days, operations: operationsOf(site) });

const num = (v: number | null | undefined) => (typeof v === 'number' ? v : null);
const outsideCheck = (p: DemoParameter, v: number) =>
  (num(p.UPPER_CHK_LIMIT) !== null && v > (p.UPPER_CHK_LIMIT as number)) ||
  (num(p.LOWER_CHK_LIMIT) !== null && v < (p.LOWER_CHK_LIMIT as number));
const outsideAbsolute = (p: DemoParameter, v: number) =>
  (num(p.UPPER_ABS_LIMIT) !== null && v > (p.UPPER_ABS_LIMIT as number)) ||
  (num(p.LOWER_ABS_LIMIT) !== null && v < (p.LOWER_ABS_LIMIT as number));
const thresholds = (p: DemoParameter) => ({
  LOWABS: num(p.LOWABS),
  LOWTRG: num(p.LOWTRG),
  HIGHTRG: num(p.HIGHTRG),
  HIGHABS: num(p.HIGHABS),
});
const isCcf = (p: DemoParameter) => Boolean(p.CCF_ANALYSIS);
const cellKey = (code: string, date: string, hour: number) => `${code}|${date}|${hour}`;
const allRecords = (values: DemoValues) => values.days.flatMap((d) => d.records);

describe.each(FACTORY_SITES)('demo values of %s', (site) => {
  const values = generate(site);
  const parameters = new Map(demoParameters(site).map((p) => [p.CODE, p]));
  const entry = demoEntryParameters(site);
  const planned = new Map(values.excursions.flatMap((e) => e.cells.map((c) => [cellKey(e.code, c.date, c.hour), e] as const)));

  it('is deterministic: the same input gives the same values', () => {
    expect(JSON.stringify(generate(site))).toBe(JSON.stringify(values));
  });

  it('covers the 60 factory days before today, each in the operation active that day', () => {
    expect(values.days.map((d) => d.date)).toEqual(Array.from({ length: DAYS }, (_, i) => addDays(TODAY, i - DAYS)));
    for (const day of values.days) {
      const active = operationsOf(site)
        .filter((op) => op.startDate <= day.date && day.date <= op.endDate)
        .map((op) => op.code);
      expect([day.date, active]).toEqual([day.date, [day.operation]]);
      expect(day.records.every((r) => r.OPERATION === day.operation && r.FTR_DATE === day.date)).toBe(true);
    }
    expect(new Set(values.days.map((d) => d.operation))).toEqual(new Set(['JR2026', 'BC2026']));
  });

  it('enters the REA readings of the entry screens: every hour of each day (25 on the autumn day) but for a few gaps', () => {
    expect(entry.hourly.length).toBeGreaterThan(40);
    expect(entry.daily.length).toBeGreaterThan(15);
    const autumn = values.days.find((d) => d.date === '2026-10-25');
    expect(Math.max(...(autumn?.records.map((r) => r.FTR_HOUR) ?? []))).toBe(25);
    const expected = values.days.reduce(
      (n, d) => n + entry.hourly.length * hoursInFactoryDay(d.date) + entry.daily.length + entry.campaign.length,
      0,
    );
    expect(allRecords(values).length).toBe(expected - values.gaps.length);
    expect(values.gaps.length).toBeGreaterThan(0);
    expect(values.gaps.length).toBeLessThan(expected / 100);
    expect(allRecords(values).every((r) => parameters.get(r.CODE)?.PTYP_CODE === 'REA')).toBe(true);
  });

  it('gives one POST /data submission per day: one shape, within the size limit; the contract accepts it unchanged', () => {
    const misshapen = values.days.filter((day) => {
      const shape = submissionShape(day.records);
      return !(
        shape.ok &&
        shape.operation === day.operation &&
        shape.date === day.date &&
        day.records.length <= MAX_CHANGES_PER_SUBMISSION
      );
    });
    expect(misshapen.map((day) => day.date)).toEqual([]);
    // The contract check is slow (every record's calendar checks): the first day, the autumn day and the last.
    const sample = [values.days[0], values.days.find((d) => d.date === '2026-10-25'), values.days.at(-1)];
    for (const day of sample) {
      const parsed = SubmitDataBody.safeParse({ submissionId: '0196a3c0-0000-7000-8000-000000000000', data: day?.records });
      expect(parsed.success && JSON.stringify(parsed.data.data)).toBe(JSON.stringify(day?.records));
    }
  });

  it('stays inside the absolute limits, and leaves the ordinary band only where an excursion is planned', () => {
    const records = allRecords(values);
    const invalid = records.filter((r) => outsideAbsolute(parameters.get(r.CODE) as DemoParameter, r.VALUE as number));
    const unusual = records.filter((r) => {
      const p = parameters.get(r.CODE) as DemoParameter;
      return outsideCheck(p, r.VALUE as number) || (isCcf(p) && outsideTriggerBand(thresholds(p), r.VALUE as number));
    });
    expect(invalid).toEqual([]);
    expect(unusual.map((r) => cellKey(r.CODE, r.FTR_DATE, r.FTR_HOUR)).sort()).toEqual([...planned.keys()].sort());
  });

  it('makes each planned excursion of its kind: past the check limits, the CCF trigger band or the CCF absolute limits', () => {
    const entered = new Map(allRecords(values).map((r) => [cellKey(r.CODE, r.FTR_DATE, r.FTR_HOUR), r.VALUE]));
    for (const e of values.excursions) {
      const p = parameters.get(e.code) as DemoParameter;
      for (const cell of e.cells) {
        expect(entered.get(cellKey(e.code, cell.date, cell.hour))).toBe(cell.value);
        const kind = !isCcf(p)
          ? outsideCheck(p, cell.value)
            ? 'check'
            : '-'
          : outsideCcfAbsolute(thresholds(p), cell.value)
            ? 'ccfAbsolute'
            : outsideTriggerBand(thresholds(p), cell.value)
              ? 'trigger'
              : '-';
        expect([e.code, kind]).toEqual([e.code, e.kind]);
      }
    }
  });

  it('plans some check excursions, CCF excursions that return, a few past the CCF absolute limits and 3 left open', () => {
    const count = (kind: string, open = false) => values.excursions.filter((e) => e.kind === kind && e.openAtEnd === open).length;
    const ccfCodes = [...entry.hourly, ...entry.daily].filter(isCcf).length;
    expect(count('trigger', true)).toBe(planCounts(DAYS).openAtEnd);
    expect(count('trigger')).toBeGreaterThanOrEqual(ccfCodes * 2);
    expect(count('ccfAbsolute')).toBeGreaterThanOrEqual(2);
    expect(count('check')).toBeGreaterThanOrEqual(20);
    expect(values.excursions.filter((e) => e.openAtEnd).every((e) => e.cells.at(-1)?.date === addDays(TODAY, -1))).toBe(true);
  });

  it('raises CCFs when walked as data entry labels them: most return (pending close), 3 are still open at the end', () => {
    let raised = 0;
    let pending = 0;
    let open = 0;
    for (const p of [...entry.hourly, ...entry.daily].filter(isCcf)) {
      let previous: number | null = null;
      for (const operation of ['JR2026', 'BC2026']) {
        const series = allRecords(values)
          .filter((r) => r.CODE === p.CODE && r.OPERATION === operation)
          .sort((a, b) => a.FTR_DATE.localeCompare(b.FTR_DATE) || a.FTR_HOUR - b.FTR_HOUR)
          .map((r: ChangeRecord) => ({ key: r, value: r.VALUE, changed: true }));
        const walk = walkCcfColumn(thresholds(p), series, previous, null);
        raised += walk.steps.filter((s) => s.action === 'raise').length;
        pending += walk.steps.filter((s) => s.action === 'pendingClose').length;
        if (walk.status === 'O') open += 1;
        previous = series.at(-1)?.value ?? previous;
      }
    }
    expect(open).toBe(3);
    expect(pending).toBe(raised - 3);
    expect(raised).toBe(values.excursions.filter((e) => e.kind !== 'check').length);
  });
});

describe('demo values, other inputs', () => {
  it('differ between sites', () => {
    expect(generate('BA', 2).days[0]?.records.slice(0, 10)).not.toEqual(generate('BU', 2).days[0]?.records.slice(0, 10));
  });

  it('skip days no operation covers, and make nothing for 0 days', () => {
    const operations = [{ code: 'BC2026', startDate: '2026-11-20', endDate: '2027-01-31' }];
    const values = demoValues({ site: 'BA', today: TODAY, days: 10, operations });
    expect(values.days.map((d) => d.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
    expect(demoValues({ site: 'BA', today: TODAY, days: 0, operations })).toEqual({ days: [], excursions: [], gaps: [] });
  });

  it('keep 3 CCFs open at the end even over 2 days (test servers)', () => {
    const values = generate('CA', 2);
    expect(values.days).toHaveLength(2);
    expect(values.excursions.filter((e) => e.openAtEnd)).toHaveLength(3);
  });
});
