import { z } from 'zod';
import { FactoryDate } from '../dataValues/schemas.ts';
import { defineRoute, WriteResult } from '../http/route.ts';
import { ReportName } from '../reports/schemas.ts';
import { FACTORY_SITES } from '../sites.ts';
import { GrabberExportBody, GrabberPageDto, GrabberPageQuery, XlsxDownload } from './schemas.ts';

// The grabber without a stored grabber: parameters picked across sites are fetched, paged and exported at
// once, and saved as a personal grabber only if the user wants to keep them (docs/reportOutputs.md).

/** Most parameters one selection holds (a grabber's page stays readable; an export stays a sheet). */
export const MAX_SELECTION = 60;

export const SelectedParameter = z.object({
  SITE: z.enum(FACTORY_SITES, { error: 'invalid Site' }),
  CODE: z.string().trim().toUpperCase().min(1, 'Parameter code is required').max(40, 'Parameter code is at most 40 characters'),
});
export type SelectedParameter = z.infer<typeof SelectedParameter>;

/** 1 to MAX_SELECTION picked parameters. */
export const Selection = z
  .array(SelectedParameter, { error: 'Choose at least one parameter' })
  .min(1, 'Choose at least one parameter')
  .max(MAX_SELECTION, `A selection holds at most ${MAX_SELECTION} parameters`);

/** Values entered under one operation (a code), or under any (null or absent). */
export const AnyOperation = z.string().trim().toUpperCase().max(20).nullable().default(null);

/** POST /grabber/selection/data?page=&sort=: the picked parameters, factory dates and an operation (null: any). */
export const SelectionDataBody = z.object({
  parameters: Selection,
  from: FactoryDate,
  to: FactoryDate,
  operation: AnyOperation,
});
export type SelectionDataBody = z.input<typeof SelectionDataBody>;
export const SelectionExportBody = SelectionDataBody.extend(z.object(GrabberExportBody.shape).shape);
export type SelectionExportBody = z.input<typeof SelectionExportBody>;

/** POST /grabber/selection: keep a selection as a personal grabber (one append: the grabber and its parameters). */
export const SaveSelectionBody = z.object({ name: ReportName, parameters: Selection });
export type SaveSelectionBody = z.input<typeof SaveSelectionBody>;
export const SaveSelectionResult = WriteResult.extend({ ID: z.number().int() });

/** GET /grabber/parameter-search?q=: code, label or any heading contains q (any case). */
export const GrabberSearchQuery = z.object({
  q: z.string().trim().min(1, 'Type part of a code, label or heading').max(40, 'Search text is at most 40 characters'),
});
export const ParameterSearchHit = z.object({
  SITE: z.enum(FACTORY_SITES),
  LONG_SITE: z.string(),
  CODE: z.string(),
  LABEL: z.string().nullable(),
  HEADING1: z.string(),
  HEADING2: z.string().nullable(),
  HEADING3: z.string().nullable(),
  UNITS: z.string().nullable(),
  PRECISION: z.number().int().nullable(),
});
export type ParameterSearchHit = z.infer<typeof ParameterSearchHit>;
/** Hits one search answers at most (type more to narrow it). */
export const MAX_SEARCH_HITS = 50;

export const grabberSelectionReadRoutes = {
  searchGrabberParameters: defineRoute({
    method: 'GET',
    path: '/grabber/parameter-search',
    service: 'query',
    permission: 'DATA_GRABBER',
    summary: `Parameters of the sites you may read whose code, label or heading contains q, with units and site names (at most ${MAX_SEARCH_HITS})`,
    query: GrabberSearchQuery,
    response: z.array(ParameterSearchHit),
  }),
  grabberSelectionData: defineRoute({
    method: 'POST',
    path: '/grabber/selection/data',
    service: 'query',
    permission: 'DATA_GRABBER',
    writeAccess: 0,
    summary: 'A page (100 rows, ?page=) of the values of picked parameters for factory dates, without a stored grabber',
    query: GrabberPageQuery,
    body: SelectionDataBody,
    response: GrabberPageDto,
  }),
  exportGrabberSelection: defineRoute({
    method: 'POST',
    path: '/grabber/selection/export',
    service: 'query',
    permission: 'DATA_GRABBER',
    writeAccess: 0,
    summary: 'The values of picked parameters for factory dates as a workbook (.xlsx), without a stored grabber',
    body: SelectionExportBody,
    response: XlsxDownload,
  }),
};

export const grabberSelectionWriteRoutes = {
  saveGrabberSelection: defineRoute({
    method: 'POST',
    path: '/grabber/selection',
    service: 'command',
    permission: 'DATA_GRABBER',
    writeAccess: 1,
    summary: 'Keep picked parameters as a new personal grabber; answers its ID',
    body: SaveSelectionBody,
    response: SaveSelectionResult,
  }),
};
