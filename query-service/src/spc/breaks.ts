import type { SpcCellBreak } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { SPC_BREAKS_COLLECTION, type SpcBreaksDoc } from '@ftr/read-models/spc/breaksProjection.ts';

/** The cells of a site that completed a rule break from `from` to `to` (factory dates): one indexed read. */
export const readSpcBreaks = async (readStore: ReadStore, site: string, from: string, to: string): Promise<SpcCellBreak[]> => {
  const docs = await readStore.find<SpcBreaksDoc>(SPC_BREAKS_COLLECTION, {
    where: { SITE: site },
    range: { field: 'FTR_DATE', gte: from, lte: to },
  });
  return docs.flatMap((doc) =>
    Object.entries(doc.HOURS).map(([hour, entry]) => ({
      code: doc.CODE,
      date: doc.FTR_DATE,
      hour: Number(hour),
      value: entry.value,
      rules: entry.rules,
    })),
  );
};
