import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import { csvRoutes } from './csv.ts';
import { grabberSelectionReadRoutes } from './selection.ts';
import {
  CancelExportParams,
  GrabberDataParams,
  GrabberExportBody,
  GrabberOperationDataParams,
  GrabberPageDto,
  GrabberPageQuery,
  RunReportParams,
  XlsxDownload,
} from './schemas.ts';
import { DATA_VALUES_READ_MODELS } from '../dataValues/readModels.ts';
import { REPORTS_READ_MODELS } from '../reports/readModels.ts';

/**
 * Running reports and grabbers (spec 1 §7 "Reports and grabber"): reports answer a workbook; grabbers a
 * page of rows, or a workbook by Export. A client may name its export (header x-export-id) to see its
 * progress over Socket.IO and cancel it.
 */
export const reportOutputRoutes = {
  runReport: defineRoute({
    method: 'GET',
    path: '/report/:site/:reportId/:fromDate/:toDate/:operation',
    service: 'query',
    permission: 'REPORTS',
    summary: 'Run a report at your site for factory dates (an operation, or NONE): answers the .xlsx named by its OUTPUT_FILE_NAME',
    params: RunReportParams,
    response: XlsxDownload,
  }),
  reportPreview: defineRoute({
    method: 'GET',
    path: '/report-preview/:site/:reportId/:fromDate/:toDate/:operation',
    service: 'query',
    // A value entered or recalculated: an open page reads its data again.
    reads: [REPORTS_READ_MODELS.reports, DATA_VALUES_READ_MODELS.parameterValues],
    permission: 'REPORTS',
    summary:
      "A page of a report's rows as Run Report tabulates them (its period, blank rows and last due date), to preview before the download",
    params: RunReportParams,
    query: GrabberPageQuery,
    response: GrabberPageDto,
  }),
  grabberData: defineRoute({
    method: 'GET',
    path: '/stored-grabber/:id/:from/:to',
    service: 'query',
    // A value entered or recalculated: an open page reads its data again.
    reads: [REPORTS_READ_MODELS.reports, DATA_VALUES_READ_MODELS.parameterValues],
    permission: 'DATA_GRABBER',
    summary: "A page (100 rows, ?page=) of a grabber's values for factory dates: one row per factory hour, one value per parameter",
    params: GrabberDataParams,
    query: GrabberPageQuery,
    response: GrabberPageDto,
  }),
  grabberOperationData: defineRoute({
    method: 'GET',
    path: '/stored-grabber/:id/:from/:to/:operation',
    service: 'query',
    // A value entered or recalculated: an open page reads its data again.
    reads: [REPORTS_READ_MODELS.reports, DATA_VALUES_READ_MODELS.parameterValues],
    permission: 'DATA_GRABBER',
    summary: "A page of a grabber's values entered under one operation",
    params: GrabberOperationDataParams,
    query: GrabberPageQuery,
    response: GrabberPageDto,
  }),
  exportGrabber: defineRoute({
    method: 'POST',
    path: '/stored-grabber/export/:id/:from/:to',
    service: 'query',
    permission: 'DATA_GRABBER',
    writeAccess: 0,
    summary: "Export a grabber's values as .xlsx (transpose, file name, sort asc or desc); 'No data to export' when empty",
    params: GrabberDataParams,
    body: GrabberExportBody,
    response: XlsxDownload,
  }),
  exportGrabberOperation: defineRoute({
    method: 'POST',
    path: '/stored-grabber/export/:id/:from/:to/:operation',
    service: 'query',
    permission: 'DATA_GRABBER',
    writeAccess: 0,
    summary: "Export a grabber's values entered under one operation as .xlsx",
    params: GrabberOperationDataParams,
    body: GrabberExportBody,
    response: XlsxDownload,
  }),
  cancelExport: defineRoute({
    method: 'DELETE',
    path: '/exports/:exportId',
    service: 'query',
    permission: 'authenticated',
    writeAccess: 0,
    summary: 'Cancel your own export or report run in progress (named by its x-export-id header)',
    params: CancelExportParams,
    response: z.object({ message: z.string() }),
  }),
  ...grabberSelectionReadRoutes,
  ...csvRoutes,
};
