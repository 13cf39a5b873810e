/**
 * Report categories (spec 1 §3 Category: ID, NAME). The spec has no call that maintains them, so the list
 * is fixed reference data, like the access levels (docs/reports.md).
 */
export interface ReportCategory {
  ID: number;
  NAME: string;
}

export const REPORT_CATEGORIES: readonly ReportCategory[] = [
  { ID: 1, NAME: 'Production' },
  { ID: 2, NAME: 'Quality' },
  { ID: 3, NAME: 'Energy' },
  { ID: 4, NAME: 'Environment' },
  { ID: 5, NAME: 'Management' },
];

export const categoryName = (id: number | null): string | null => REPORT_CATEGORIES.find((c) => c.ID === id)?.NAME ?? null;
export const isReportCategory = (id: number): boolean => REPORT_CATEGORIES.some((c) => c.ID === id);
