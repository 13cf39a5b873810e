import {
  DASHBOARD_EVENT_TYPES,
  READ_MODELS,
  applyPartEvent,
  assertNever,
  isPartEvent,
  manageTypeOf,
  type DashboardDataType,
  type DashboardEvent,
  type DashboardFormat,
  type DashboardLayoutItem,
  type DashboardParameter,
  type DashboardType,
  type Site,
} from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

export const DASHBOARDS_COLLECTION = READ_MODELS.dashboards;

/** A live dashboard (archived ones are removed) with its parameters in order and its layout items. _id is String(ID). */
export interface DashboardDoc extends ProjectedDoc {
  ID: number;
  SITE: Site;
  TYPE: DashboardType;
  MANAGE_TYPE: 1 | 2;
  FORMAT_TYPE: DashboardFormat;
  DATA_TYPE: DashboardDataType;
  DESCRIPTION: string;
  PARAMETERS: DashboardParameter[];
  ITEMS: DashboardLayoutItem[];
  LAST_UPDATED_DTS: string;
  LAST_UPDATED_BY: string;
}
type Fields = Omit<DashboardDoc, '_position'>;

export const dashboardDocId = (id: number): string => String(id);

/** The dashboards read model: one document per dashboard, what its list, manage screen, layout and data read. */
export const dashboardsProjection: ProjectionOf<DashboardDoc, DashboardEvent> = {
  collection: { name: DASHBOARDS_COLLECTION, indexes: [{ fields: ['SITE', 'DESCRIPTION'] }, { fields: ['TYPE', 'DESCRIPTION'] }] },
  handles: DASHBOARD_EVENT_TYPES,
  id: (event) => dashboardDocId(event.data.id),
  evolve(doc, event): Fields | null {
    const touched = { LAST_UPDATED_DTS: event.metadata.timestamp, LAST_UPDATED_BY: event.metadata.userId };
    switch (event.type) {
      case 'DashboardCreated': {
        const d = event.data;
        return {
          _id: dashboardDocId(d.id),
          ID: d.id,
          SITE: d.site,
          TYPE: d.type,
          MANAGE_TYPE: manageTypeOf(d.type),
          FORMAT_TYPE: d.format,
          DATA_TYPE: d.dataType,
          DESCRIPTION: d.description,
          PARAMETERS: [],
          ITEMS: [],
          ...touched,
        };
      }
      case 'DashboardUpdated': {
        if (!doc) return null;
        const { description, format, dataType } = event.data;
        return { ...doc, DESCRIPTION: description, FORMAT_TYPE: format, DATA_TYPE: dataType, ...touched };
      }
      case 'DashboardArchived':
        return null;
      case 'DashboardParameterAdded':
      case 'DashboardParameterUpdated':
      case 'DashboardParameterRemoved':
      case 'DashboardParametersSwapped':
      case 'DashboardLayoutItemAdded':
      case 'DashboardLayoutItemRemoved':
      case 'DashboardLayoutItemsArranged': {
        if (!doc || !isPartEvent(event)) return null;
        const parts = applyPartEvent({ parameters: doc.PARAMETERS, items: doc.ITEMS }, event);
        return { ...doc, PARAMETERS: parts.parameters, ITEMS: parts.items, ...touched };
      }
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => event.data.site,
};
