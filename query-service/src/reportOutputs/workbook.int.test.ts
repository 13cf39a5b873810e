import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { OutputColumn } from '@ftr/contracts';
import { createSqliteReadStore } from '@ftr/infra/readstore/sqlite.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { openEmbeddedDatabase } from '@ftr/infra/sqlite/database.ts';
import { PARAMETER_VALUES_COLLECTION, parameterValueDocId } from '@ftr/read-models/dataValues/projection.ts';
import type { ExportJob } from './export.ts';
import { ExportCancelledError, workerExportRunner } from './runner.ts';

const soffice = (() => {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
// Under CI=true LibreOffice must be there (the test fails without it); elsewhere its part is skipped with the reason.
const withLibreOffice = soffice || process.env['CI'] === 'true';
if (!withLibreOffice) console.log('LibreOffice (soffice) is absent: the LibreOffice half of the workbook test is skipped');

const COLUMNS: OutputColumn[] = [
  { site: 'BA', code: 'TN-PH-V-1H', heading1: 'Thin juice', heading2: 'pH', heading3: 'Value Hourly', precision: 2 },
  { site: 'WI', code: 'RW-FLW-T-1D', heading1: 'Raw juice', heading2: null, heading3: 'Total Daily', precision: 0 },
];

const put = (store: ReadStore, site: string, code: string, date: string, hours: Record<string, number>) =>
  store.put(PARAMETER_VALUES_COLLECTION, {
    _id: parameterValueDocId(site, code, date),
    SITE: site,
    CODE: code,
    FTR_DATE: date,
    HOURS: Object.fromEntries(
      Object.entries(hours).map(([h, value]) => [h, { value, operation: 'BC2026', by: 'u', at: '', source: 'DATAENTRY' }]),
    ),
  });

describe('report and grabber workbooks (streamed on a worker thread)', () => {
  let dir: string;
  let file: string;
  const job = (name: string, over: Partial<ExportJob> = {}): ExportJob => ({
    path: join(dir, `${name}.xlsx`),
    title: 'Juice: pH/flow',
    columns: COLUMNS,
    fromDate: '2026-10-24',
    toDate: '2026-10-26',
    operation: null,
    period: 'H',
    suppressBlankRows: false,
    sort: 'asc',
    transpose: false,
    ...over,
  });
  const never = new AbortController().signal;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ftr-workbook-'));
    file = join(dir, 'ftr.sqlite');
    const db = openEmbeddedDatabase(file, 'NORMAL');
    const store = createSqliteReadStore(db);
    await put(store, 'BA', 'TN-PH-V-1H', '2026-10-24', { 1: 9.126, 24: 9.2 });
    await put(store, 'BA', 'TN-PH-V-1H', '2026-10-25', { 18: 8.5, 19: 8.75, 25: 9 });
    await put(store, 'WI', 'RW-FLW-T-1D', '2026-10-25', { 25: 1234 });
    await put(store, 'WI', 'RW-FLW-T-1D', '2026-10-26', { 24: 1500 });
    db.close();
  });
  afterAll(() => (process.env['KEEP_WORKBOOK'] ? undefined : rmSync(dir, { recursive: true, force: true })));

  it('writes headings (with the site, as the columns span sites), dates as dates, numbers with their precision, a frozen header', async () => {
    const outcome = await workerExportRunner({ kind: 'sqlite', file }).run(job('rows'), () => undefined, never);
    expect(outcome).toEqual({ rows: 24 + 25 + 24, values: 7 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(dir, 'rows.xlsx'));
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('Juice pH flow');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 4, ySplit: 5 });
    expect(sheet.getRow(1).values).toEqual([undefined, 'Heading 1', undefined, undefined, undefined, 'Thin juice', 'Raw juice']);
    expect(sheet.getRow(4).values).toEqual([undefined, 'Site', undefined, undefined, undefined, 'Bardney', 'Wissington']);
    expect(sheet.getRow(5).values).toEqual([
      undefined,
      'Real Date',
      'Real Hour',
      'Factory Date',
      'Factory Hour',
      'TN-PH-V-1H',
      'RW-FLW-T-1D',
    ]);
    const first = sheet.getRow(6);
    expect(first.getCell(1).value).toEqual(new Date('2026-10-23T00:00:00Z'));
    expect(first.getCell(1).numFmt).toBe('yyyy-mm-dd');
    expect([first.getCell(2).value, first.getCell(4).value, first.getCell(5).value]).toEqual([8, 1, 9.126]);
    expect(first.getCell(5).numFmt).toBe('0.00');
    // The autumn day's 25th hour (row 6 + 24 + 24) holds both columns; the repeated real hour 1 is rows 6+24+17 and +18.
    const last = sheet.getRow(6 + 24 + 24);
    expect([last.getCell(3).value, last.getCell(4).value, last.getCell(5).value, last.getCell(6).value]).toEqual([
      new Date('2026-10-25T00:00:00Z'),
      25,
      9,
      1234,
    ]);
    expect(last.getCell(6).numFmt).toBe('0');
    expect([sheet.getRow(6 + 24 + 17).getCell(2).value, sheet.getRow(6 + 24 + 18).getCell(2).value]).toEqual([1, 1]);
    expect(sheet.rowCount).toBe(5 + 73 + 1);
  });

  (withLibreOffice ? it : it.skip)('opens in LibreOffice with the same numbers and dates', () => {
    const out = join(dir, 'csv');
    // CSV of the cells as shown (filter option 9): the display precision applied to numbers stored in full.
    const csv = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true';
    const profile = `-env:UserInstallation=file://${join(dir, 'lo')}`;
    execFileSync('soffice', ['--headless', '--norestore', profile, '--convert-to', csv, '--outdir', out, join(dir, 'rows.xlsx')], {
      stdio: 'ignore',
      timeout: 120_000,
    });
    const lines = readFileSync(join(out, 'rows.csv'), 'utf8').trim().split('\n');
    expect(lines[4]).toBe('Real Date,Real Hour,Factory Date,Factory Hour,TN-PH-V-1H,RW-FLW-T-1D');
    expect(lines[5]).toBe('2026-10-23,8,2026-10-24,1,9.13,');
    expect(lines[5 + 24 + 24]).toBe('2026-10-25,7,2026-10-25,25,9.00,1234');
    expect(lines).toHaveLength(5 + 73 + 1);
  });

  it('ends with the summary row each statistic allows, right under the last hour of the range (no blank row after it)', async () => {
    await workerExportRunner({ kind: 'sqlite', file }).run(job('summary'), () => undefined, never);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(dir, 'summary.xlsx'));
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const lastHour = sheet.getRow(sheet.rowCount - 1);
    expect([lastHour.getCell(3).value, lastHour.getCell(4).value]).toEqual([new Date('2026-10-26T00:00:00Z'), 24]);
    const summary = sheet.getRow(sheet.rowCount);
    expect(summary.getCell(1).value).toBe('Average of V / Total of T');
    // pH (V): the mean of its six readings; flow (T): the sum of its two.
    expect(summary.getCell(5).value).toBeCloseTo((9.126 + 9.2 + 8.5 + 8.75 + 9) / 5, 10);
    expect(summary.getCell(6).value).toBe(1234 + 1500);
    expect(summary.getCell(5).numFmt).toBe('0.00');
    expect(sheet.actualRowCount).toBe(sheet.rowCount);
  });

  it('says what a daily row holds of an hourly code, and leaves the summary blank where no statistic applies', async () => {
    const columns: OutputColumn[] = [COLUMNS[0] as OutputColumn, { ...(COLUMNS[1] as OutputColumn), code: 'RW-FLW-X-1D' }];
    await workerExportRunner({ kind: 'sqlite', file }).run(job('daily', { period: 'D', columns }), () => undefined, never);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(dir, 'daily.xlsx'));
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(5).values).toEqual([
      undefined,
      'Note',
      undefined,
      undefined,
      undefined,
      'Daily row: the reading of factory hour 24 (real 07:00), not a mean of the day',
    ]);
    // Three factory dates, one row each, then the summary: the day after the range has no row.
    expect(sheet.rowCount).toBe(6 + 3 + 1);
    expect(sheet.getRow(9).getCell(3).value).toEqual(new Date('2026-10-26T00:00:00Z'));
    const summary = sheet.getRow(10);
    // The daily rows hold 9.2 (24th hour of the 24th) and 9 (25th hour of the autumn day).
    expect([summary.getCell(1).value, summary.getCell(5).value, summary.getCell(6).value]).toEqual(['Average of V', 9.1, null]);
  });

  it('transposes, sorts descending and suppresses blank rows', async () => {
    await workerExportRunner({ kind: 'sqlite', file }).run(
      job('t', { transpose: true, sort: 'desc', suppressBlankRows: true }),
      () => undefined,
      never,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(dir, 't.xlsx'));
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.getRow(4).values).toEqual([undefined, undefined, undefined, undefined, undefined, 'Factory Hour', 24, 25, 19, 18, 24, 1]);
    expect(sheet.getRow(3).getCell(6).value).toEqual(new Date('2026-10-26T00:00:00Z'));
    expect(sheet.getRow(6).values).toEqual([
      undefined,
      'Bardney',
      'TN-PH-V-1H',
      'Thin juice',
      'pH',
      'Value Hourly',
      undefined,
      9,
      8.75,
      8.5,
      9.2,
      9.126,
    ]);
    expect(sheet.getRow(7).getCell(6).value).toBe(1500);
  });

  it("puts each parameter's unit under its headings, in rows and transposed", async () => {
    const columns = COLUMNS.map((c, i) => ({ ...c, units: i === 0 ? 'pH' : null }));
    const read = async (name: string, transpose: boolean) => {
      await workerExportRunner({ kind: 'sqlite', file }).run(job(name, { columns, transpose }), () => undefined, never);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(join(dir, `${name}.xlsx`));
      const sheet = book.worksheets[0];
      if (!sheet) throw new Error('no sheet');
      return sheet;
    };
    const rows = await read('units', false);
    expect([1, 5, 6].map((n) => rows.getRow(4).getCell(n).value)).toEqual(['Units', 'pH', null]);
    expect(rows.getRow(6).getCell(5).value).toBe('TN-PH-V-1H');
    expect(rows.views[0]).toMatchObject({ ySplit: 6 });
    const turned = await read('units-t', true);
    expect(turned.getRow(4).getCell(6).value).toBe('Factory Hour');
    expect([1, 2, 3, 4, 5, 6].map((n) => turned.getRow(5).getCell(n).value)).toEqual([
      'Site',
      'Code',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Units',
    ]);
    expect(turned.getRow(6).getCell(6).value).toBe('pH');
    expect(turned.getRow(6).getCell(7).value).toBe(9.126);
  });

  it('reports progress and stops when cancelled, leaving no file', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const running = workerExportRunner({ kind: 'sqlite', file }).run(
      job('cancelled', { toDate: '2029-10-26' }),
      (done) => {
        seen.push(done);
        controller.abort();
      },
      controller.signal,
    );
    await expect(running).rejects.toBeInstanceOf(ExportCancelledError);
    expect(seen.length).toBeGreaterThan(0);
    expect(() => readFileSync(join(dir, 'cancelled.xlsx'))).toThrow();
  });
});
