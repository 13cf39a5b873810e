import {
  SITE_NAMES,
  layoutRows,
  partIdOf,
  type DashboardDto,
  type DashboardLayoutItem,
  type DashboardLayoutDto,
  type DashboardParameterDto,
  type LayoutItemDto,
} from '@ftr/contracts';
import type { DashboardDoc } from '@ftr/read-models/dashboards/projection.ts';

export const toDashboardDto = (doc: DashboardDoc): DashboardDto => ({
  ID: doc.ID,
  ADDRESS: String(doc.ID),
  DESCRIPTION: doc.DESCRIPTION,
  DATA_TYPE: doc.DATA_TYPE,
  MANAGE_TYPE: doc.MANAGE_TYPE,
  FORMAT_TYPE: doc.FORMAT_TYPE,
  SITE: doc.SITE,
  TYPE: doc.TYPE,
  LAST_UPDATED_DTS: doc.LAST_UPDATED_DTS,
  LAST_UPDATED_BY: doc.LAST_UPDATED_BY,
});

export const toParameterDtos = (doc: DashboardDoc): DashboardParameterDto[] =>
  doc.PARAMETERS.map((p, i) => ({
    ID: partIdOf(doc.ID, p.no),
    PARM_CODE: p.code,
    TARGET_CODE: p.targetCode,
    HISTORY: p.history,
    LABEL: p.label,
    GOAL: p.goal,
    SITE: p.paramSite,
    LONG_SITE: p.paramSite ? SITE_NAMES[p.paramSite] : null,
    SEQ_NO: i + 1,
  }));

const itemDto = (doc: DashboardDoc, item: DashboardLayoutItem): LayoutItemDto => ({
  ID: partIdOf(doc.ID, item.no),
  ROW_NO: item.row,
  COL_NO: item.col,
  ...(item.width === undefined ? {} : { WIDTH: item.width }),
  COMPONENT: item.part.component,
  CONFIG: item.part.config,
});

export const toLayoutItemDtos = (doc: DashboardDoc): LayoutItemDto[] =>
  layoutRows(doc.ITEMS).flatMap(({ columns }) => columns.map((item) => itemDto(doc, item)));

export const toLayoutDto = (doc: DashboardDoc): DashboardLayoutDto => ({
  dashboard: toDashboardDto(doc),
  rows: layoutRows(doc.ITEMS).map(({ row, columns }) => ({ ROW_NO: row, columns: columns.map((item) => itemDto(doc, item)) })),
});

export const byName = (a: DashboardDoc, b: DashboardDoc): number => a.DESCRIPTION.localeCompare(b.DESCRIPTION) || a.ID - b.ID;
