import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import { ParameterParams } from '../parameters/schemas.ts';
import {
  CategoriesQuery,
  CategoryParams,
  GrabberParameterDto,
  PersonalReportUsageDto,
  ReportCategoryDto,
  ReportDefinitionDto,
  ReportIdParams,
  ReportParameterDto,
  ReportUsageDto,
  SharedReportsQuery,
} from './schemas.ts';
import { REPORTS_READ_MODELS } from './readModels.ts';

const definitions = z.array(ReportDefinitionDto);

/**
 * Report and grabber definitions (spec 1 §7 "Reports and grabber", spec 2 §7 Reports and Grabbers). Reads
 * marked 'authenticated' check the kind's flags in the handler (REPORTS or MAINTAIN_REPORTS; DATA_GRABBER or
 * MAINTAIN_GRABBERS), as both the run screens and the manage screens use them.
 */
export const reportReadRoutes = {
  listReportCategories: defineRoute({
    method: 'GET',
    path: '/report-categories',
    service: 'query',
    reads: [REPORTS_READ_MODELS.reports],
    permission: 'authenticated',
    summary: 'Report categories; without ShowAll=true only those holding a shared report you can run',
    query: CategoriesQuery,
    response: z.array(ReportCategoryDto),
  }),
  listPersonalReports: defineRoute({
    method: 'GET',
    path: '/reports/Personal',
    service: 'query',
    reads: [REPORTS_READ_MODELS.reports],
    permission: 'REPORTS',
    summary: 'Your personal reports at your current site, by name',
    response: definitions,
  }),
  listSharedReports: defineRoute({
    method: 'GET',
    path: '/reports/Shared',
    service: 'query',
    reads: [REPORTS_READ_MODELS.reports],
    permission: 'REPORTS',
    summary: "Your site's shared reports within your read access (of one category when given), by name",
    query: SharedReportsQuery,
    response: definitions,
  }),
  listManagedReports: defineRoute({
    method: 'GET',
    path: '/Reports/shared',
    service: 'query',
    reads: [REPORTS_READ_MODELS.reports],
    permission: 'MAINTAIN_REPORTS',
    summary: "The report list of /report/manage: your site's shared reports and your personal ones, by name",
    response: definitions,
  }),
  getReport: defineRoute({
    method: 'GET',
    path: '/report/:id',
    service: 'query',
    reads: [REPORTS_READ_MODELS.reports],
    permission: 'authenticated',
    summary: 'One report or grabber you can see',
    params: ReportIdParams,
    response: ReportDefinitionDto,
  }),
  listReportParameters: defineRoute({
    method: 'GET',
    path: '/report-parameters/:id',
    service: 'query',
    reads: [REPORTS_READ_MODELS.reports],
    permission: 'authenticated',
    summary: "A report's or grabber's parameters in order",
    params: ReportIdParams,
    response: z.array(ReportParameterDto),
  }),
  listMyGrabbers: defineRoute({
    method: 'GET',
    path: '/stored-grabber/me',
    service: 'query',
    reads: [REPORTS_READ_MODELS.reports],
    permission: 'authenticated',
    summary: 'Your personal grabbers at your current site, by name',
    response: definitions,
  }),
  listPersonalGrabbers: defineRoute({
    method: 'GET',
    path: '/stored-grabbers/1',
    service: 'query',
    reads: [REPORTS_READ_MODELS.reports],
    permission: 'authenticated',
    summary: 'Your personal grabbers at your current site, by name (REPORT_TYPE 1)',
    response: definitions,
  }),
  listSharedGrabbers: defineRoute({
    method: 'GET',
    path: '/stored-grabbers/2/:category',
    service: 'query',
    reads: [REPORTS_READ_MODELS.reports],
    permission: 'authenticated',
    summary: "Your site's shared grabbers of a category (0: every category) within your read access, by name",
    params: CategoryParams,
    response: definitions,
  }),
  getGrabberHeader: defineRoute({
    method: 'GET',
    path: '/stored-grabber/header/:id',
    service: 'query',
    reads: [REPORTS_READ_MODELS.reports],
    permission: 'authenticated',
    summary: "A grabber's (or report's) columns: its parameters with their current label and display precision",
    params: ReportIdParams,
    response: z.array(GrabberParameterDto),
  }),
  listParameterPersonalReports: defineRoute({
    method: 'GET',
    path: '/parameter/:code/personal-reports',
    service: 'query',
    reads: [REPORTS_READ_MODELS.reports],
    permission: 'authenticated',
    summary: 'How many personal reports and grabbers use the parameter (COUNT), and which of them are yours',
    params: ParameterParams,
    response: PersonalReportUsageDto,
  }),
  listParameterSharedReports: defineRoute({
    method: 'GET',
    path: '/parameter/:code/shared-reports',
    service: 'query',
    reads: [REPORTS_READ_MODELS.reports],
    permission: 'authenticated',
    summary: 'The shared reports and grabbers that use the parameter, by name',
    params: ParameterParams,
    response: z.array(ReportUsageDto),
  }),
};
