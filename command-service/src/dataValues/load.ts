// Reads what a submission is decided against, through the query port (never to decide on its own: the
// week stream's fold is the authority for values; these supply parameters, operation, screens and CCF state).
import { addDays, type ChangeRecord, type Site, valuesStream, weekStart } from '@ftr/contracts';
import type { ReadModels } from '../shared/readModels.ts';
import { isCcfParameter, type ParameterFacts, type WriteFacts } from './facts.ts';
import type { WeekState } from './state.ts';
import type { WeekCache } from './weekCache.ts';

/**
 * What write permission is decided on (never the token's word alone): the user's WRITE_ACCESS and
 * MAINTAIN_DATA_SCREENS from the users read model (0 and no when unknown), the site's data-entry screens
 * (area A) holding any of the codes, and the screen the client named, if any.
 */
export const loadWriteFacts = async (
  readModels: ReadModels,
  site: Site,
  username: string,
  codes: readonly string[],
  screenId?: number,
): Promise<WriteFacts> => {
  const [writer, all, named] = await Promise.all([
    readModels.writer(username),
    readModels.dataEntryScreens(site),
    screenId === undefined ? undefined : readModels.screen(screenId),
  ]);
  const wanted = new Set(codes);
  const screens = all.filter((s) => [...s.codes].some((code) => wanted.has(code)));
  return { ...writer, screens, ...(named === undefined ? {} : { named }) };
};

/** For each code: its latest value before the week starting `monday` (the prior of the week's first value). */
export const loadPreviousBefore = async (
  readModels: ReadModels,
  site: Site,
  monday: string,
  codes: readonly string[],
): Promise<Map<string, number | null>> => {
  const values = await Promise.all(codes.map((code) => readModels.latestValueBefore(site, code, monday)));
  return new Map(codes.map((code, i) => [code, values[i] ?? null]));
};

/** A code's latest value in a folded week (null: none there). */
export const latestInWeek = (week: WeekState, code: string): number | null => {
  const slots = week.cells.get(code);
  if (!slots || slots.size === 0) return null;
  const last = [...slots.keys()].sort().at(-1);
  return last === undefined ? null : (slots.get(last)?.value ?? null);
};

/**
 * For the CCF parameters of a submission: the latest value before its week, from the week before's stream
 * (its fold, never a read model that may lag it), else from the read side for values older than that.
 */
export const loadPreviousFromWeeks = async (
  weeks: WeekCache,
  readModels: ReadModels,
  site: Site,
  records: readonly ChangeRecord[],
  parameters: ReadonlyMap<string, ParameterFacts>,
): Promise<Map<string, number | null>> => {
  const [first] = records;
  if (!first) return new Map();
  const codes = [...parameters.values()].filter(isCcfParameter).map((p) => p.CODE);
  if (codes.length === 0) return new Map();
  const monday = weekStart(first.FTR_DATE);
  const before = await weeks.load(valuesStream(site, addDays(monday, -1)));
  const inWeek = new Map(codes.map((code) => [code, latestInWeek(before, code)]));
  const older = await loadPreviousBefore(
    readModels,
    site,
    addDays(monday, -7),
    codes.filter((code) => inWeek.get(code) === null),
  );
  return new Map(codes.map((code) => [code, inWeek.get(code) ?? older.get(code) ?? null]));
};
