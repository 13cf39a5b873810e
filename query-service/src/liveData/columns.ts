// A live screen's heading: its columns (limits from the parameters) with the label of each parameter's CCF.
import { statusLabel, type CcfStatus, type LiveColumnDto } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { CCFS_COLLECTION, type CcfDoc } from '@ftr/read-models/ccf/projection.ts';
import type { DataScreenDoc } from '@ftr/read-models/dataScreens/docs.ts';
import { screenColumns } from '../dataScreens/columns.ts';

/** By parameter code: the status of the site's open CCF for it, else of its pending-close one. */
export const ccfStatuses = async (readStore: ReadStore, site: string): Promise<Map<string, CcfStatus>> => {
  const [open, pending] = await Promise.all(
    (['O', 'R'] as const).map((STATUS) => readStore.find<CcfDoc>(CCFS_COLLECTION, { where: { SITE: site, STATUS } })),
  );
  return new Map([...(pending ?? []), ...(open ?? [])].map((doc): [string, CcfStatus] => [doc.PARAMETER, doc.STATUS]));
};

/** The screen's columns with CCFLABEL, read from `readStore` (the read models, or a snapshot as of an instant). */
export const liveColumns = async (readStore: ReadStore, screen: DataScreenDoc): Promise<LiveColumnDto[]> => {
  const [columns, statuses] = await Promise.all([screenColumns(readStore, screen), ccfStatuses(readStore, screen.SITE)]);
  return columns.map((column): LiveColumnDto => ({ ...column, CCFLABEL: statusLabel(statuses.get(column.CODE) ?? null) }));
};
