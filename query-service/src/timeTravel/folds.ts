// Read models as they stood at an instant, folded from their streams with the projections' own evolve.
import {
  CCF_SETTINGS_STREAM,
  addDays,
  ccfStream,
  constantStream,
  dataScreenStream,
  instantToFactory,
  parameterStream,
  valuesStream,
  weekStart,
  type Site,
} from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { CCFS_COLLECTION, ccfsProjection, type CcfDoc } from '@ftr/read-models/ccf/projection.ts';
import { ccfAnalysesProjection, type CcfAnalysisDoc } from '@ftr/read-models/ccfSettings/projection.ts';
import { screenDocId, type DataScreenDoc } from '@ftr/read-models/dataScreens/docs.ts';
import { dataScreensProjection } from '@ftr/read-models/dataScreens/projection.ts';
import {
  PARAMETER_VALUES_COLLECTION,
  parameterValueDocId,
  parameterValuesProjection,
  type ParameterValueDoc,
} from '@ftr/read-models/dataValues/projection.ts';
import { parametersProjection, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import { isHandledBy } from '@ftr/read-models/projection.ts';
import { foldAll } from '@ftr/read-models/timeTravel/fold.ts';
import type { History } from './history.ts';

/** A data screen as it stood (null: not created yet, or archived). */
export const screenAsOf = async (history: History, id: number): Promise<DataScreenDoc | null> =>
  foldAll(dataScreensProjection, await history.stream(dataScreenStream(id))).get(screenDocId(id)) ?? null;

/** The CCF analyses as they stood, by code (their limits over time up to then). */
export const analysesAsOf = async (history: History): Promise<Map<string, CcfAnalysisDoc>> =>
  foldAll(ccfAnalysesProjection, await history.stream(CCF_SETTINGS_STREAM));

/**
 * The parameters of a site with these codes as they stood (absent: not created yet); a constant's
 * CONSTANT_VALUE is the one in force then (its changes on constant-{code}, in log order with the parameter's).
 */
export const parametersAsOf = async (history: History, site: Site, codes: readonly string[]): Promise<Map<string, ParameterDoc>> => {
  const docs = new Map<string, ParameterDoc>();
  const read = (code: string) => Promise.all([history.stream(parameterStream(site, code)), history.stream(constantStream(code))]);
  for (const [parameter, constant] of await Promise.all(codes.map(read))) {
    // Another site's change touches a document this site does not have: the projection leaves it absent.
    foldAll(
      parametersProjection,
      [...parameter, ...constant].sort((a, b) => (a.position < b.position ? -1 : 1)),
      docs,
    );
  }
  return docs;
};

/**
 * The value documents of the factory weeks containing `dates` as they stood (those `wanted` by id, else
 * every one), folded into `into`.
 */
export const valuesAsOf = async (
  history: History,
  site: Site,
  dates: Iterable<string>,
  into: Map<string, ParameterValueDoc> = new Map(),
  wanted?: (docId: string) => boolean,
): Promise<Map<string, ParameterValueDoc>> => {
  const streams = new Set([...dates].map((date) => valuesStream(site, date)));
  for (const events of await Promise.all([...streams].map((s) => history.stream(s)))) {
    foldAll(
      parameterValuesProjection,
      wanted ? events.filter((e) => isHandledBy(parameterValuesProjection, e) && wanted(parameterValuesProjection.id(e))) : events,
      into,
    );
  }
  return into;
};

/**
 * The CCFs of an operation's parameters as they stood. CCFs are never deleted, so every CCF that existed
 * then is in the read model now: it names the candidates, and each is refolded from the streams that can
 * hold its events (its own stream; the week streams of the value that raised it and of the value that
 * moved it to pending close); a CCF raised later folds to nothing. No operation: every operation of the site.
 */
export const ccfsAsOf = async (
  history: History,
  readStore: ReadStore,
  site: Site,
  operation: string | undefined,
  codes: readonly string[],
): Promise<Map<string, CcfDoc>> => {
  const wanted = new Set(codes);
  const where: Record<string, string> = operation === undefined ? { SITE: site } : { SITE: site, OPERATION: operation };
  const candidates = (await readStore.find<CcfDoc>(CCFS_COLLECTION, { where })).filter((c) => wanted.has(c.PARAMETER));
  const ids = new Set(candidates.map((c) => c.ID));
  const streams = candidates.flatMap((c) => [
    ccfStream(c.ID),
    ...(c.DATE ? [valuesStream(site, c.DATE)] : []),
    ...(c.ENDED_AT ? [valuesStream(site, instantToFactory(new Date(c.ENDED_AT)).date)] : []),
  ]);
  const events = (await history.streams(streams)).filter((e) => isHandledBy(ccfsProjection, e) && ids.has(e.data.id));
  return foldAll(ccfsProjection, events);
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The factory date of a values document id of this site and code (null: another code's document). */
export const dateOfValueDoc = (docId: string, site: Site, code: string): string | null => {
  const prefix = parameterValueDocId(site, code, '');
  const rest = docId.startsWith(prefix) ? docId.slice(prefix.length) : '';
  return ISO_DATE.test(rest) ? rest : null;
};

/** Pages of the values read model walked when looking for the weeks before a date. */
const PAGE = 50;

/**
 * Folds, into `values`, the weeks that can hold the latest value of `code` before `date` as it stood:
 * the week of `date` and the one before, then the weeks that hold a value now, newest first, until a
 * week yields one. (A value that stood then in a week whose values of the code have all been deleted
 * since, other than those two weeks, is not found.)
 */
export const loadWeeksBefore = async (
  history: History,
  readStore: ReadStore,
  values: Map<string, ParameterValueDoc>,
  site: Site,
  code: string,
  date: string,
): Promise<void> => {
  const found = (): boolean => [...values.values()].some((d) => d.CODE === code && d.FTR_DATE < date);
  const monday = weekStart(date);
  const previousWeek = addDays(monday, -7);
  const ofCode = (docId: string) => {
    const day = dateOfValueDoc(docId, site, code);
    return day !== null && day < date;
  };
  await valuesAsOf(history, site, [monday, previousWeek], values, ofCode);
  let before = previousWeek;
  while (!found()) {
    const page = await readStore.find<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, {
      where: { SITE: site, CODE: code },
      range: { field: 'FTR_DATE', lt: before },
      sort: [{ field: 'FTR_DATE', direction: 'desc' }],
      limit: PAGE,
    });
    if (page.length === 0) return;
    const weeks = [...new Set(page.map((d) => weekStart(d.FTR_DATE)))];
    for (const week of weeks) {
      await valuesAsOf(history, site, [week], values, ofCode);
      if (found()) return;
    }
    before = weeks.at(-1) ?? before;
  }
};
