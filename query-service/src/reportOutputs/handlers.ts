import {
  ERRORS,
  EXPORT_ID_HEADER,
  ExportId,
  GRABBER_PAGE_SIZE,
  MAX_OUTPUT_DAYS,
  REPORT_OUTPUT_MESSAGES as M,
  daysBetween,
  type ParsedCsvRows,
  type GrabberColumnDto,
  type GrabberExportBody,
  type GrabberPageDto,
  type OutputPeriod,
  type OutputSort,
  type TokenClaims,
  type reportOutputRoutes,
} from '@ftr/contracts';
import { cachedRead, type CachedRead } from '@ftr/infra/http/answerCache.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QueryDeps } from '../deps.ts';
import { serveCsv } from './csv.ts';
import { rangeCalendar } from './calendar.ts';
import { createCodePositions } from './codePositions.ts';
import { loadOutputDefinition, rememberedDefinitions } from './definition.ts';
import { pageRows, pageSpan, scanPage } from './paging.ts';
import { searchParameters, selectionColumns } from './selection.ts';
import { cancelExport, serveExport } from './serve.ts';
import { readWindow, WINDOW_DAYS } from './source.ts';
import { lastDueDate } from './tabulate.ts';
import { reportApprovals } from '../signatures/approvals.ts';
import { approvalsOf } from '../signatures/signatureSheet.ts';

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
const grabberPage = async (deps: PageDeps, user: TokenClaims, g: GrabberRequest, page: number, sort: OutputSort): Promise<PageAnswer> => {
  checkRange(g.from, g.to);
  const def = await loadOutputDefinition(deps.readStore, user, g.id, 'GRABBER', deps.definitionOf);
  return columnsPage(deps, def.columns, { period: 'H', suppressBlankRows: def.suppressBlankRows }, g, page, sort);
};

/** How a page tabulates: rows per factory hour ('H') or per the report's period, blank rows dropped or kept. */
interface PageRules {
  period: OutputPeriod;
  suppressBlankRows: boolean;
}

/** The handlers' deps with the position of codes (codePositions.ts) that keys their cached pages, and the definitions kept per position. */
type PageDeps = QueryDeps & {
  positionOf: ReturnType<typeof createCodePositions>;
  definitionOf: ReturnType<typeof rememberedDefinitions>;
};
type PageAnswer = GrabberPageDto | CachedRead<GrabberPageDto>;

/**
 * One page of rows of these columns (a stored grabber's, a selection's, or a report's preview), asked after
 * the caller's checks passed. Its answer is cached (serialised once, with an ETag: answerCache.ts) under
 * everything it depends on: the position of its codes' values, the columns, the range, the rules, page and
 * order. The columns name their sites, so a page is only ever shared by users allowed those columns.
 */
const columnsPage = (
  deps: PageDeps,
  columns: GrabberColumnDto[],
  rules: PageRules,
  g: Omit<GrabberRequest, 'id'>,
  page: number,
  sort: OutputSort,
): Promise<PageAnswer> => {
  // Export usually follows: have a worker ready (modules loaded, store open) by then.
  deps.outputs.runner.warm();
  const compute = () => computePage(deps, columns, rules, g, page, sort);
  const position = deps.positionOf(columns);
  if (position === undefined) return compute();
  const key = JSON.stringify(['grabber page', position, columns, rules, g.from, g.to, g.operation, page, sort]);
  return Promise.resolve(cachedRead(key, compute));
};

const computePage = async (
  deps: QueryDeps,
  columns: GrabberColumnDto[],
  { period, suppressBlankRows }: PageRules,
  g: Omit<GrabberRequest, 'id'>,
  page: number,
  sort: OutputSort,
): Promise<GrabberPageDto> => {
  const calendar = rangeCalendar(g.from, g.to, period);
  const options = { period, operation: g.operation, suppressBlankRows };
  const n = columns.length;
  const base = { columns, page, pageSize: GRABBER_PAGE_SIZE };
  if (options.suppressBlankRows) {
    const read = (window: string[]) => readWindow(deps.readStore, columns, window);
    return { ...base, ...(await scanPage(n, calendar.dates, read, options, sort, page, GRABBER_PAGE_SIZE, WINDOW_DAYS)) };
  }
  const span = pageSpan(calendar, sort, page, GRABBER_PAGE_SIZE);
  const lookup = await readWindow(deps.readStore, columns, span.dates);
  return { ...base, rows: pageRows(n, span, lookup, options, sort, GRABBER_PAGE_SIZE), total: calendar.total };
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

/**
 * The columns and file name of the rows POST /csv names: a stored grabber as its page and workbook read it
 * (who may: the definition's rule), or picked parameters as the selection's (each of a site the user reaches).
 */
const csvSource = async (
  deps: QueryDeps,
  user: TokenClaims,
  rows: ParsedCsvRows,
): Promise<{ columns: GrabberColumnDto[]; suppressBlankRows: boolean; name: string }> => {
  if (rows.parameters)
    return { columns: await selectionColumns(deps.readStore, user, rows.parameters), suppressBlankRows: false, name: 'grabber' };
  const def = await loadOutputDefinition(deps.readStore, user, rows.grabberId ?? 0, 'GRABBER');
  return { columns: def.columns, suppressBlankRows: def.suppressBlankRows, name: def.outputFileName || def.name };
};

/** Running reports and grabbers (spec 1 §7): who may is the definition's rule (definition.ts). */
export const reportOutputQueryHandlers = (queryDeps: QueryDeps): Handlers<typeof reportOutputRoutes> => {
  const deps: PageDeps = {
    ...queryDeps,
    positionOf: createCodePositions(queryDeps.progress),
    definitionOf: rememberedDefinitions(queryDeps.readStore, queryDeps.progress.position),
  };
  return {
    async runReport({ params, user, request, reply }) {
      if (params.site !== user.site) throw new AppError('forbidden', ERRORS.wrongSite);
      checkRange(params.fromDate, params.toDate);
      const def = await loadOutputDefinition(deps.readStore, user, params.reportId, 'REPORT');
      const approvals = approvalsOf(await reportApprovals(deps.readStore, user.site, params.reportId), params.fromDate, params.toDate);
      const job = {
        // Signed approvals of these dates go on a sheet of their own; a run nobody approved has none.
        ...(approvals.length > 0 ? { approvals } : {}),
        title: def.name,
        columns: def.columns,
        fromDate: params.fromDate,
        // A daily report ends at the last date whose daily value is due: no empty row for a day not yet over.
        toDate: def.period === 'D' ? lastDueDate(params.fromDate, params.toDate, deps.clock.now()) : params.toDate,
        operation: params.operation,
        period: def.period,
        suppressBlankRows: def.suppressBlankRows,
        sort: 'asc' as const,
        transpose: false,
      };
      const fileName = def.outputFileName || def.name;
      return serveExport(deps.outputs, reply, job, { user: user.sub, exportId: exportIdOf(request), fileName, refuseEmpty: false });
    },
    // The rows Run Report would write (the same definition rule, period, blank rows and last due date), a page at a time.
    async reportPreview({ params, query, user }) {
      if (params.site !== user.site) throw new AppError('forbidden', ERRORS.wrongSite);
      checkRange(params.fromDate, params.toDate);
      const def = await loadOutputDefinition(deps.readStore, user, params.reportId, 'REPORT');
      const to = def.period === 'D' ? lastDueDate(params.fromDate, params.toDate, deps.clock.now()) : params.toDate;
      const rules = { period: def.period, suppressBlankRows: def.suppressBlankRows };
      return columnsPage(deps, def.columns, rules, { from: params.fromDate, to, operation: params.operation }, query.page, query.sort);
    },
    grabberData: ({ params, query, user }) => grabberPage(deps, user, { ...params, operation: null }, query.page, query.sort),
    grabberOperationData: ({ params, query, user }) => grabberPage(deps, user, params, query.page, query.sort),
    exportGrabber: ({ params, body, ...ctx }) => exportGrabber(deps, ctx, { ...params, operation: null }, body),
    exportGrabberOperation: ({ params, body, ...ctx }) => exportGrabber(deps, ctx, params, body),
    searchGrabberParameters: ({ query, user }) => searchParameters(deps.readStore, user, query.q),
    async grabberSelectionData({ body, query, user }) {
      checkRange(body.from, body.to);
      const columns = await selectionColumns(deps.readStore, user, body.parameters);
      return columnsPage(deps, columns, { period: 'H', suppressBlankRows: false }, body, query.page, query.sort);
    },
    async exportGrabberSelection({ body, user, request, reply }) {
      checkRange(body.from, body.to);
      const columns = await selectionColumns(deps.readStore, user, body.parameters);
      const job = { title: 'Data Grabber', columns, fromDate: body.from, toDate: body.to, operation: body.operation };
      const options = { period: 'H' as const, suppressBlankRows: false, sort: body.sort, transpose: body.transpose };
      const fileName = body.filename || 'grabber';
      return serveExport(
        deps.outputs,
        reply,
        { ...job, ...options },
        { user: user.sub, exportId: exportIdOf(request), fileName, refuseEmpty: true },
      );
    },
    async exportGrabberCsv({ body, user, reply }) {
      const { data } = body;
      checkRange(data.from, data.to);
      const { columns, suppressBlankRows, name } = await csvSource(deps, user, data);
      const job = {
        columns,
        fromDate: data.from,
        toDate: data.to,
        operation: data.operation,
        period: 'H' as const,
        suppressBlankRows,
        sort: body.sort,
      };
      return serveCsv(reply, deps.readStore, job, body.filename || name);
    },
    async cancelExport({ params, user }) {
      if (!(await cancelExport(deps.outputs.runner, user.sub, params.exportId))) throw new AppError('not_found', ERRORS.notFound);
      return { message: M.exportCancelled };
    },
  };
};
