// Reads what a submission is decided against, through the query port (never to decide on its own: the
// week stream's fold is the authority for values; these supply parameters, operation, screens and CCF state).
import { type ChangeRecord, type Site, weekStart } from '@ftr/contracts';
import type { ReadModels } from '../shared/readModels.ts';
import { isCcfParameter, type ParameterFacts, type WriteFacts } from './facts.ts';

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

/** For the CCF parameters of a submission: the latest value before its week. */
export const loadPrevious = async (
  readModels: ReadModels,
  site: Site,
  records: readonly ChangeRecord[],
  parameters: ReadonlyMap<string, ParameterFacts>,
): Promise<Map<string, number | null>> => {
  const [first] = records;
  if (!first) return new Map();
  const codes = [...parameters.values()].filter(isCcfParameter).map((p) => p.CODE);
  return loadPreviousBefore(readModels, site, weekStart(first.FTR_DATE), codes);
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

/** For each CCF code: how many CCFs it has had with the operation (the sequence of the pair's next CCF). */
export const loadCcfCounts = async (
  readModels: ReadModels,
  site: Site,
  operation: string,
  codes: readonly string[],
): Promise<Map<string, number>> => {
  const counts = await Promise.all(codes.map((code) => readModels.ccfCount(site, code, operation)));
  return new Map(codes.map((code, i) => [code, counts[i] ?? 0]));
};
