// exceljs, loaded on the first workbook rather than with the service: it is the largest module tree the query
// side has (about half a second of CPU to load), and most processes and test servers never write a workbook.
import type ExcelJSModule from 'exceljs';

export type ExcelJS = typeof ExcelJSModule;

let loading: Promise<ExcelJS> | undefined;

export const loadExcel = (): Promise<ExcelJS> => (loading ??= import('exceljs').then((m) => m.default));
