import { accessLevelName, type DataScreenDto } from '@ftr/contracts';
import type { DataScreenDoc } from '@ftr/read-models/dataScreens/docs.ts';

export const toDataScreenDto = (doc: DataScreenDoc): DataScreenDto => ({
  ID: doc.ID,
  SITE: doc.SITE,
  DESCRIPTION: doc.DESCRIPTION,
  SCREEN_TYPE: doc.SCREEN_TYPE,
  ACCESS_LEVEL: doc.ACCESS_LEVEL,
  DATA_ACCESS_LEVEL: accessLevelName(doc.ACCESS_LEVEL),
  AREA: doc.AREA,
  MEMBER_COUNT: doc.MEMBERS.length,
  LAST_UPDATED_DTS: doc.LAST_UPDATED_DTS,
  LAST_UPDATED_BY: doc.LAST_UPDATED_BY,
});

/** Screens by name (case-insensitive), then id. */
export const byName = (a: Pick<DataScreenDoc, 'DESCRIPTION' | 'ID'>, b: Pick<DataScreenDoc, 'DESCRIPTION' | 'ID'>): number =>
  a.DESCRIPTION.localeCompare(b.DESCRIPTION, 'en', { sensitivity: 'base' }) || a.ID - b.ID;
