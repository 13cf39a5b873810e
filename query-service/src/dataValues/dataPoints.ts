// A parameter's data points between two factory dates (spec 2 §3 Data point) from a values read store:
// the live read model, or a snapshot of it as it stood (time travel).
import { factoryHourToInstant, type DataPoint, type Site } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETER_VALUES_COLLECTION, type ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';

export interface DataPointsQuery {
  site: Site;
  code: string;
  fromDate: string;
  toDate: string;
}

/** Oldest first: by factory date, then hour. */
export const readDataPoints = async (readStore: ReadStore, q: DataPointsQuery): Promise<DataPoint[]> => {
  const docs = await readStore.find<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, {
    where: { SITE: q.site, CODE: q.code },
    range: { field: 'FTR_DATE', gte: q.fromDate, lte: q.toDate },
    sort: [{ field: 'FTR_DATE', direction: 'asc' }],
  });
  return docs.flatMap((doc) =>
    Object.entries(doc.HOURS)
      .map(([hour, cell]) => ({ hour: Number(hour), cell }))
      .sort((a, b) => a.hour - b.hour)
      .map(({ hour, cell }): DataPoint => ({
        REAL_DATETIME: factoryHourToInstant(doc.FTR_DATE, hour).toISOString(),
        PARAM_VALUE: cell.value,
        PARM_CODE: doc.CODE,
        OPTN_CODE: cell.operation,
        PARAM_DATE: doc.FTR_DATE,
        FTR_HOUR: hour,
      })),
  );
};
