import { TagSource } from '@ftr/contracts';
import { isFactorySite, type FactorySite } from './mqttMessages.ts';

/** The columns of a back-fill file (docs/processTags.md); the last two may be left out. */
export const CSV_COLUMNS = ['site', 'source', 'tag', 'timestamp', 'value', 'retrieval_type', 'retrieval_interval'] as const;
const REQUIRED = 5;

export type CsvRow =
  | { ok: true; line: number; site: FactorySite; source: TagSource; reading: Record<string, unknown> }
  | { ok: false; line: number; reason: string };

/** Splits one line on commas; a field in double quotes may hold commas and doubled quotes. */
export const splitCsvLine = (line: string): string[] => {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line.charAt(i);
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
};

const number = (text: string | undefined): number | undefined => (text === undefined || text === '' ? undefined : Number(text));

/**
 * The rows of a back-fill file: a header naming the columns (any order, case-insensitive), then one reading
 * a line; blank lines are skipped. Each row comes back with its line number, parsed but unchecked
 * (checkReading decides), or with the reason it cannot be read.
 */
export const parseTagCsv = (text: string): { rows: CsvRow[]; error?: string } => {
  const lines = text.split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.toLowerCase());
  const missing = CSV_COLUMNS.slice(0, REQUIRED).filter((c) => !header.includes(c));
  if (missing.length > 0)
    return {
      rows: [],
      error: `The header must name the columns ${CSV_COLUMNS.slice(0, REQUIRED).join(', ')} (missing: ${missing.join(', ')})`,
    };
  const at = (fields: string[], column: (typeof CSV_COLUMNS)[number]) => {
    const index = header.indexOf(column);
    return index < 0 ? undefined : fields[index];
  };
  const rows: CsvRow[] = [];
  lines.slice(1).forEach((text, index) => {
    const line = index + 2;
    if (text.trim() === '') return;
    const fields = splitCsvLine(text);
    const site = (at(fields, 'site') ?? '').toUpperCase();
    const source = TagSource.safeParse((at(fields, 'source') ?? '').toUpperCase());
    if (!isFactorySite(site)) return rows.push({ ok: false, line, reason: `${site || 'An empty site'} is not a factory site` });
    if (!source.success) return rows.push({ ok: false, line, reason: 'Source must be PHD or IWB' });
    const retrievalType = at(fields, 'retrieval_type');
    const retrievalInterval = number(at(fields, 'retrieval_interval'));
    rows.push({
      ok: true,
      line,
      site,
      source: source.data,
      reading: {
        tag: at(fields, 'tag'),
        timestamp: at(fields, 'timestamp'),
        value: number(at(fields, 'value')),
        ...(retrievalType ? { retrievalType } : {}),
        ...(retrievalInterval === undefined ? {} : { retrievalInterval }),
      },
    });
  });
  return { rows };
};
