/** A headline figure and its target (docs/performance.md). */
export interface Metric {
  name: string;
  measured: number;
  unit: string;
  /** No target: printed for information only. */
  target?: number;
  direction?: 'at least' | 'at most';
  /** Fraction digits when printing; 0 unless told. */
  digits?: number;
  /** Why the figure could not be measured (the bench still completes and reports the rest). */
  error?: string;
}

/** What one section hands back: its own detail table and its headline figures. */
export interface SectionResult {
  title: string;
  rows: [label: string, value: string][];
  metrics: Metric[];
}

const numberFormats = new Map<number, Intl.NumberFormat>();
export const formatNumber = (value: number, digits = 0): string => {
  let format = numberFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(digits, format);
  }
  return format.format(value);
};

export const passes = (metric: Metric): boolean => {
  if (metric.error !== undefined || !Number.isFinite(metric.measured)) return false;
  if (metric.target === undefined) return true;
  return metric.direction === 'at most' ? metric.measured <= metric.target : metric.measured >= metric.target;
};

const verdict = (metric: Metric): string => {
  if (metric.error !== undefined) return 'MISSED (error)';
  if (metric.target === undefined) return 'info';
  return passes(metric) ? 'pass' : 'MISSED';
};

const pad = (text: string, width: number, right: boolean): string => (right ? text.padStart(width) : text.padEnd(width));

/** A plain-text table; columns whose header starts with '>' are right-aligned (the '>' is dropped). */
export const formatTable = (headers: string[], rows: string[][]): string => {
  const right = headers.map((header) => header.startsWith('>'));
  const names = headers.map((header) => header.replace(/^>/, ''));
  const widths = names.map((name, column) => Math.max(name.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]): string =>
    `| ${cells.map((cell, column) => pad(cell, widths[column] ?? 0, right[column] ?? false)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(names), rule, ...rows.map(line)].join('\n');
};

export const formatSection = (section: SectionResult): string => `\n${section.title}\n${formatTable(['what', '>value'], section.rows)}`;

export const formatSummary = (metrics: Metric[]): string => {
  const rows = metrics.map((metric) => [
    metric.name,
    metric.error ? 'ERROR' : `${formatNumber(metric.measured, metric.digits ?? 0)} ${metric.unit}`,
    metric.target === undefined
      ? '-'
      : `${metric.direction === 'at most' ? '<=' : '>='} ${formatNumber(metric.target, metric.digits ?? 0)} ${metric.unit}`,
    verdict(metric),
  ]);
  return formatTable(['metric', '>measured', '>target', 'result'], rows);
};
