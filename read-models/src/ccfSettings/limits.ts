import { CCF_ANALYSES_COLLECTION, type CcfLimitPeriod } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { CcfAnalysisDoc } from './projection.ts';

/** An analysis's limits over time; a document projected by an older version has only its current limits, in force since ever. */
export const limitsOf = (doc: CcfAnalysisDoc | undefined): CcfLimitPeriod[] => {
  if (!doc) return [];
  const { low_abs, low_trigger, high_trigger, high_abs } = doc;
  return doc.limits ?? [{ from: new Date(0).toISOString(), low_abs, low_trigger, high_trigger, high_abs }];
};

/** The limits over time of the analyses `codes` name (nulls skipped), by analysis code, in one batch. */
export const analysisLimits = async (readStore: ReadStore, codes: readonly (string | null)[]): Promise<Map<string, CcfLimitPeriod[]>> => {
  const wanted = [...new Set(codes.filter((c): c is string => c !== null && c !== ''))];
  if (wanted.length === 0) return new Map();
  const docs = await readStore.getMany<CcfAnalysisDoc>(CCF_ANALYSES_COLLECTION, wanted);
  return new Map([...docs].map(([code, doc]) => [code, limitsOf(doc)]));
};
