import { DEFAULT_SPC_RULES, SPC_BASELINE_DAYS, addDays, factoryDateOf, type SpcChartDto, type SpcPoint } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { SPC_BREAKS_COLLECTION, type SpcBreaksDoc } from '@ftr/read-models/spc/breaksProjection.ts';
import { SPC_SETTINGS_COLLECTION, spcSettingsDocId, type SpcSettingsDoc } from '@ftr/read-models/spc/projection.ts';
import { seriesBetween } from '@ftr/read-models/spc/series.ts';

/** The chart's period: the one asked for, else the last 28 factory days to today. */
export const chartPeriod = (now: Date, asked: { from?: string | undefined; to?: string | undefined }): { from: string; to: string } => {
  const to = asked.to ?? factoryDateOf(now);
  return { from: asked.from ?? addDays(to, 1 - SPC_BASELINE_DAYS), to };
};

/** Each value with the rules its recorded breaks name (a break recorded for another value of the hour does not mark it). */
export const markedPoints = (points: readonly SpcPoint[], breaks: readonly SpcBreaksDoc[]): SpcChartDto['points'] => {
  const byDate = new Map(breaks.map((doc) => [doc.FTR_DATE, doc.HOURS]));
  return points.map((p) => {
    const hour = byDate.get(p.date)?.[String(p.hour)];
    return { ...p, rules: hour && hour.value === p.value ? hour.rules : [] };
  });
};

/** A parameter's control chart over a period: three indexed reads (settings, values, breaks). */
export const readSpcChart = async (
  readStore: ReadStore,
  site: string,
  code: string,
  period: { from: string; to: string },
): Promise<SpcChartDto> => {
  const byPeriod = { where: { SITE: site, CODE: code }, range: { field: 'FTR_DATE', gte: period.from, lte: period.to } };
  const [settings, points, breaks] = await Promise.all([
    readStore.get<SpcSettingsDoc>(SPC_SETTINGS_COLLECTION, spcSettingsDocId(site, code)),
    seriesBetween(readStore, site, code, period.from, period.to),
    readStore.find<SpcBreaksDoc>(SPC_BREAKS_COLLECTION, byPeriod),
  ]);
  return {
    site,
    code,
    ...period,
    limits: settings?.LIMITS ?? null,
    rules: settings?.RULES ?? [...DEFAULT_SPC_RULES],
    points: markedPoints(points, breaks),
  };
};
