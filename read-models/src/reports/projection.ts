import {
  READ_MODELS,
  REPORT_EVENT_TYPES,
  applyParameterEvent,
  assertNever,
  isParameterEvent,
  parameterKeysText,
  type DefinitionFields,
  type DefinitionKind,
  type DefinitionParameter,
  type ReportEvent,
  type ReportPeriod,
  type ReportType,
  type Site,
} from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

export const REPORTS_COLLECTION = READ_MODELS.reports;
export const reportDocId = (id: number): string => String(id);

/** A live report or grabber (archived ones are removed), its parameters in order. _id is String(ID). */
export interface ReportDoc extends ProjectedDoc {
  ID: number;
  KIND: DefinitionKind;
  SITE: Site;
  OWNER: string;
  REPORT_NAME: string;
  ACCESS_LEVEL: number;
  REPORT_TYPE: ReportType;
  RCAT_ID: number | null;
  PERD_CODE: ReportPeriod;
  SUPPRESS_BLANK_ROWS: boolean;
  OUTPUT_FILE_NAME: string;
  PARAMETERS: DefinitionParameter[];
  /** '|BA:CODE1|WI:CODE2|': the parameter page finds the definitions using a code by it. */
  PARAMETER_KEYS: string;
  LAST_UPDATED_DTS: string;
  LAST_UPDATED_BY: string;
}
type Fields = Omit<ReportDoc, '_position'>;

const fieldsOf = (f: DefinitionFields) => ({
  REPORT_NAME: f.name,
  ACCESS_LEVEL: f.accessLevel,
  REPORT_TYPE: f.reportType,
  RCAT_ID: f.categoryId,
  PERD_CODE: f.periodCode,
  SUPPRESS_BLANK_ROWS: f.suppressBlankRows,
  OUTPUT_FILE_NAME: f.outputFileName,
});

/** The reports read model: reports and grabbers of every site, one document each. */
export const reportsProjection: ProjectionOf<ReportDoc, ReportEvent> = {
  collection: {
    name: REPORTS_COLLECTION,
    indexes: [{ fields: ['SITE', 'KIND', 'REPORT_TYPE'] }, { fields: ['SITE', 'KIND', 'OWNER'] }],
  },
  handles: REPORT_EVENT_TYPES,
  id: (event) => reportDocId(event.data.id),
  evolve(doc, event): Fields | null {
    const touched = { LAST_UPDATED_DTS: event.metadata.timestamp, LAST_UPDATED_BY: event.metadata.userId };
    switch (event.type) {
      case 'ReportDefinitionCreated': {
        const d = event.data;
        const base = { _id: reportDocId(d.id), ID: d.id, KIND: d.kind, SITE: d.site, OWNER: d.owner, ...fieldsOf(d.fields) };
        return { ...base, PARAMETERS: [], PARAMETER_KEYS: '', ...touched };
      }
      case 'ReportDefinitionUpdated':
        return doc ? { ...doc, ...fieldsOf(event.data.fields), ...touched } : null;
      case 'ReportDefinitionArchived':
        return null;
      case 'ReportParameterAdded':
      case 'ReportParameterRemoved':
      case 'ReportParametersSwapped':
      case 'ReportParametersCleared': {
        if (!doc || !isParameterEvent(event)) return null;
        const params = applyParameterEvent(doc.PARAMETERS, event);
        return { ...doc, PARAMETERS: params, PARAMETER_KEYS: parameterKeysText(params), ...touched };
      }
      default:
        return assertNever(event);
    }
  },
  siteOf: (_doc, event) => event.data.site,
};
