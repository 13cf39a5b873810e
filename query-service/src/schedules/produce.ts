// What a scheduled run mails: the definition's workbook over the period, through the output engine
// (reportOutputs/export.ts), as the manage screens' Run would make it for the definition's own site.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERRORS, REPORT_ERRORS, SCHEDULE_MESSAGES as M, XLSX_CONTENT_TYPE, isCentralOffice, type SchedulePeriod } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { REPORTS_COLLECTION, reportDocId, type ReportDoc } from '@ftr/read-models/reports/projection.ts';
import { outputDefinitionOf } from '../reportOutputs/definition.ts';
import { runExport } from '../reportOutputs/export.ts';
import { outputFileName } from '../reportOutputs/xlsxWriter.ts';

export interface ScheduledFile {
  subject: string;
  text: string;
  attachment: { filename: string; contentType: string; content: Uint8Array };
}

/** The workbook of definition `definitionId` over `period` (throws, with the reason a run fails for, when it cannot). */
export const produceScheduledFile = async (store: ReadStore, definitionId: number, period: SchedulePeriod): Promise<ScheduledFile> => {
  const doc = await store.get<ReportDoc>(REPORTS_COLLECTION, reportDocId(definitionId));
  if (!doc) throw new Error(REPORT_ERRORS.notFound(definitionId));
  if (!isCentralOffice(doc.SITE) && doc.PARAMETERS.some((p) => p.site !== doc.SITE)) throw new Error(ERRORS.wrongSite);
  const def = await outputDefinitionOf(store, doc);
  const folder = join(tmpdir(), 'ftr-schedules');
  await mkdir(folder, { recursive: true });
  const path = join(folder, `${randomUUID()}.xlsx`);
  try {
    const outcome = await runExport(store, {
      path,
      title: def.name,
      columns: def.columns,
      fromDate: period.fromDate,
      toDate: period.toDate,
      operation: null,
      period: doc.KIND === 'GRABBER' ? 'H' : def.period,
      suppressBlankRows: def.suppressBlankRows,
      sort: 'asc',
      transpose: false,
    });
    const filename = outputFileName(def.outputFileName || def.name);
    const range = period.fromDate === period.toDate ? period.toDate : `${period.fromDate} to ${period.toDate}`;
    return {
      subject: M.mailSubject(def.name, period.fromDate, period.toDate),
      text: `${def.name} for ${range} (factory dates): ${outcome.rows} rows, ${outcome.values} values. The workbook is attached.`,
      attachment: { filename, contentType: XLSX_CONTENT_TYPE, content: await readFile(path) },
    };
  } finally {
    await rm(path, { force: true });
  }
};
