import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';
import { DefinitionKind, ReportPeriod, ReportType } from './schemas.ts';

const DefinitionRef = z.object({ id: z.number().int(), site: Site, kind: DefinitionKind });
/** What the manage screens edit (a grabber keeps the report-only fields at their defaults). */
export const DefinitionFields = z.object({
  name: z.string(),
  accessLevel: z.number().int(),
  reportType: ReportType,
  categoryId: z.number().int().nullable(),
  periodCode: ReportPeriod,
  suppressBlankRows: z.boolean(),
  outputFileName: z.string(),
});
export type DefinitionFields = z.infer<typeof DefinitionFields>;
const Param = DefinitionRef.extend({ paramNo: z.number().int() });

/** `owner`: the user who created it (a personal one is theirs alone); `copiedFrom`: Save As's source. */
export const ReportDefinitionCreated = defineEvent(
  'ReportDefinitionCreated',
  DefinitionRef.extend({ owner: z.string(), fields: DefinitionFields, copiedFrom: z.number().int().optional() }),
);
export const ReportDefinitionUpdated = defineEvent('ReportDefinitionUpdated', DefinitionRef.extend({ fields: DefinitionFields }));
export const ReportDefinitionArchived = defineEvent('ReportDefinitionArchived', DefinitionRef);
/** Parameters are appended at the end, numbered within the definition (never reused); headings as the parameter had them. */
export const ReportParameterAdded = defineEvent(
  'ReportParameterAdded',
  Param.extend({ code: z.string(), paramSite: Site, heading1: z.string(), heading2: z.string(), heading3: z.string() }),
);
export const ReportParameterRemoved = defineEvent('ReportParameterRemoved', Param);
export const ReportParametersSwapped = defineEvent('ReportParametersSwapped', Param.extend({ otherNo: z.number().int() }));
export const ReportParametersCleared = defineEvent('ReportParametersCleared', DefinitionRef);
export type ReportDefinitionCreated = EventOf<typeof ReportDefinitionCreated>;
export type ReportDefinitionUpdated = EventOf<typeof ReportDefinitionUpdated>;
export type ReportDefinitionArchived = EventOf<typeof ReportDefinitionArchived>;
export type ReportParameterAdded = EventOf<typeof ReportParameterAdded>;
export type ReportParameterRemoved = EventOf<typeof ReportParameterRemoved>;
export type ReportParametersSwapped = EventOf<typeof ReportParametersSwapped>;
export type ReportParametersCleared = EventOf<typeof ReportParametersCleared>;

export type ReportEvent =
  | ReportDefinitionCreated
  | ReportDefinitionUpdated
  | ReportDefinitionArchived
  | ReportParameterAdded
  | ReportParameterRemoved
  | ReportParametersSwapped
  | ReportParametersCleared;

export const REPORT_EVENT_TYPES = [
  'ReportDefinitionCreated',
  'ReportDefinitionUpdated',
  'ReportDefinitionArchived',
  'ReportParameterAdded',
  'ReportParameterRemoved',
  'ReportParametersSwapped',
  'ReportParametersCleared',
] as const satisfies readonly ReportEvent['type'][];

/** Definition ids come from one counter stream (reports and grabbers share it). */
export const ReportIdAllocated = defineEvent('ReportIdAllocated', z.object({ id: z.number().int() }));
export type ReportIdAllocated = EventOf<typeof ReportIdAllocated>;

export const REPORT_EVENTS = [
  ReportDefinitionCreated,
  ReportDefinitionUpdated,
  ReportDefinitionArchived,
  ReportParameterAdded,
  ReportParameterRemoved,
  ReportParametersSwapped,
  ReportParametersCleared,
  ReportIdAllocated,
] as const;

export const reportStream = (id: number): string => `report-${id}`;
export const REPORT_COUNTER_STREAM = 'reportCounter-ids';
