import {
  ERRORS,
  EXPORT_ID_HEADER,
  ExportId,
  GRABBER_PAGE_SIZE,
  MAX_OUTPUT_DAYS,
  REPORT_OUTPUT_MESSAGES as M,
  daysBetween,
  type GrabberExportBody,
  type GrabberPageDto,
  type OutputSort,
  type TokenClaims,
  type reportOutputRoutes,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QueryDeps } from '../deps.ts';
import { loadOutputDefinition } from './definition.ts';
import { pageRows, pageSpan, scanPage } from './paging.ts';
import { cancelExport, serveExport } from './serve.ts';
import { readWindow, WINDOW_DAYS } from './source.ts';
import { datesBetween, rowCount } from './tabulate.ts';

/** Factory dates from..to: in order and at most MAX_OUTPUT_DAYS. */
const checkRange = (fromDate: string, toDate: string): void => {
  if (toDate < fromDate) throw new AppError('validation', M.rangeReversed);
  if (daysBetween(fromDate, toDate) + 1 > MAX_OUTPUT_DAYS) throw new AppError('validation', M.rangeTooLong(MAX_OUTPUT_DAYS));
};

/** The client's name for its export (x-export-id), for progress and cancelling; none when absent. */
const exportIdOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[EXPORT_ID_HEADER];
  if (header === undefined) return undefined;
  const parsed = ExportId.safeParse(header);
  if (!parsed.success) throw new AppError('validation', `${EXPORT_ID_HEADER}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
};

interface GrabberRequest {
  id: number;
  from: string;
  to: string;
  operation: string | null;
}

/** Grabber rows are factory hours (the history as entered); blank ones are dropped when the grabber says so. */
const grabberPage = async (
  deps: QueryDeps,
  user: TokenClaims,
  g: GrabberRequest,
  page: number,
  sort: OutputSort,
): Promise<GrabberPageDto> => {
  checkRange(g.from, g.to);
  const def = await loadOutputDefinition(deps.readStore, user, g.id, 'GRABBER');
  // Export usually follows: have a worker ready (modules loaded, store open) by then.
  deps.outputs.runner.warm();
  const dates = datesBetween(g.from, g.to);
  const options = { period: 'H' as const, operation: g.operation, suppressBlankRows: def.suppressBlankRows };
  const n = def.columns.length;
  const base = { columns: def.columns, page, pageSize: GRABBER_PAGE_SIZE };
  if (options.suppressBlankRows) {
    const read = (window: string[]) => readWindow(deps.readStore, def.columns, window);
    return { ...base, ...(await scanPage(n, dates, read, options, sort, page, GRABBER_PAGE_SIZE, WINDOW_DAYS)) };
  }
  const span = pageSpan(dates, options, sort, page, GRABBER_PAGE_SIZE);
  const lookup = await readWindow(deps.readStore, def.columns, span.dates);
  return { ...base, rows: pageRows(n, span, lookup, options, sort, GRABBER_PAGE_SIZE), total: rowCount(dates, 'H') };
};

const exportGrabber = async (
  deps: QueryDeps,
  ctx: { user: TokenClaims; request: FastifyRequest; reply: FastifyReply },
  g: GrabberRequest,
  body: Required<GrabberExportBody>,
) => {
  checkRange(g.from, g.to);
  const def = await loadOutputDefinition(deps.readStore, ctx.user, g.id, 'GRABBER');
  if (def.columns.length === 0) throw new AppError('validation', M.noDataToExport);
  const job = {
    title: def.name,
    columns: def.columns,
    fromDate: g.from,
    toDate: g.to,
    operation: g.operation,
    period: 'H' as const,
    suppressBlankRows: def.suppressBlankRows,
    sort: body.sort,
    transpose: body.transpose,
  };
  const fileName = body.filename || def.outputFileName || def.name;
  return serveExport(deps.outputs, ctx.reply, job, { user: ctx.user.sub, exportId: exportIdOf(ctx.request), fileName, refuseEmpty: true });
};

/** Running reports and grabbers (spec 1 §7): who may is the definition's rule (definition.ts). */
export const reportOutputQueryHandlers = (deps: QueryDeps): Handlers<typeof reportOutputRoutes> => ({
  async runReport({ params, user, request, reply }) {
    if (params.site !== user.site) throw new AppError('forbidden', ERRORS.wrongSite);
    checkRange(params.fromDate, params.toDate);
    const def = await loadOutputDefinition(deps.readStore, user, params.reportId, 'REPORT');
    const job = {
      title: def.name,
      columns: def.columns,
      fromDate: params.fromDate,
      toDate: params.toDate,
      operation: params.operation,
      period: def.period,
      suppressBlankRows: def.suppressBlankRows,
      sort: 'asc' as const,
      transpose: false,
    };
    const fileName = def.outputFileName || def.name;
    return serveExport(deps.outputs, reply, job, { user: user.sub, exportId: exportIdOf(request), fileName, refuseEmpty: false });
  },
  grabberData: ({ params, query, user }) => grabberPage(deps, user, { ...params, operation: null }, query.page, query.sort),
  grabberOperationData: ({ params, query, user }) => grabberPage(deps, user, params, query.page, query.sort),
  exportGrabber: ({ params, body, ...ctx }) => exportGrabber(deps, ctx, { ...params, operation: null }, body),
  exportGrabberOperation: ({ params, body, ...ctx }) => exportGrabber(deps, ctx, params, body),
  async cancelExport({ params, user }) {
    if (!(await cancelExport(deps.outputs.runner, user.sub, params.exportId))) throw new AppError('not_found', ERRORS.notFound);
    return { message: M.exportCancelled };
  },
});
