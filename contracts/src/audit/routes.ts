import { XlsxFile } from '../dataScreens/schemas.ts';
import { defineRoute, WriteResult } from '../http/route.ts';
import { AuditTrailFilter, AuditTrailPage, AuditTrailParams, AuditTrailQuery } from './schemas.ts';
import { DataSettingsDto, DataSettingsQuery, SetReasonRuleBody } from './settings.ts';

/** The audit trail of a parameter at a site: own site, the central office any site. */
export const auditTrailRoutes = {
  auditTrail: defineRoute({
    method: 'GET',
    path: '/audit-trail/:site/:code',
    service: 'query',
    // The data view's History: VIEW_DATA_SCREENS, HISTORIC_DATA or PARAMETERS, checked in the handler.
    permission: 'authenticated',
    summary:
      "Every change of a parameter's values between two factory dates, one row per changed cell, oldest first (by event position), paged by rows with cursors (after, before, last); filter by user and source",
    params: AuditTrailParams,
    query: AuditTrailQuery,
    response: AuditTrailPage,
  }),
  exportAuditTrail: defineRoute({
    method: 'GET',
    path: '/audit-trail/:site/:code/export',
    service: 'query',
    permission: 'authenticated',
    summary: 'The audit trail (same range and filters, every row) as a spreadsheet (.xlsx)',
    params: AuditTrailParams,
    query: AuditTrailFilter,
    response: XlsxFile,
  }),
};

/** Data-entry settings (reasons for change): read by data entry, changed by screen maintainers of the site. */
export const dataSettingsRoutes = {
  getDataSettings: defineRoute({
    method: 'GET',
    path: '/data-settings',
    service: 'query',
    permission: 'VIEW_DATA_SCREENS',
    summary: "The site's data-entry settings: which corrections and deletions need a reason (site rule, screen overrides)",
    query: DataSettingsQuery,
    response: DataSettingsDto,
  }),
  setReasonRule: defineRoute({
    method: 'PUT',
    path: '/data-settings/reason-rule',
    service: 'command',
    permission: 'MAINTAIN_DATA_SCREENS',
    writeAccess: 1,
    summary: 'Set which corrections and deletions need a reason, for the signed-in site or one of its screens',
    body: SetReasonRuleBody,
    response: WriteResult,
  }),
};

/** Every route of the feature (one line in the route table). */
export const auditRoutes = { ...auditTrailRoutes, ...dataSettingsRoutes };
