import { ERRORS } from '../messages.ts';
import { hasFlag, type Flag } from '../permissions.ts';
import { fail, type Failure } from '../shared/failure.ts';
import type { Site } from '../sites.ts';
import { REPORT_ERRORS as E } from './messages.ts';
import { PERSONAL, SHARED, type DefinitionKind, type ReportType } from './schemas.ts';

/**
 * Who may change a report or grabber (spec 2 §4 and §6; docs/reports.md). Reports are changed on
 * /report/manage only, which needs MAINTAIN_REPORTS; grabbers also on /datagrabber (DATA_GRABBER). Sharing
 * (and changing a shared one) needs the kind's maintain flag; a personal one is its owner's alone.
 */
export const MAINTAIN_FLAG: Record<DefinitionKind, Flag> = { REPORT: 'MAINTAIN_REPORTS', GRABBER: 'MAINTAIN_GRABBERS' };
export const USE_FLAG: Record<DefinitionKind, Flag> = { REPORT: 'REPORTS', GRABBER: 'DATA_GRABBER' };

export interface DefinitionActor {
  username: string;
  site: Site;
  flags: readonly Flag[];
}
/** What the rules need to know of a definition. */
export interface DefinitionFacts {
  kind: DefinitionKind;
  site: Site;
  owner: string;
  reportType: ReportType;
  accessLevel: number;
}

export const maintains = (kind: DefinitionKind, flags: readonly Flag[]): boolean => hasFlag(flags, MAINTAIN_FLAG[kind]);
/** Whether a user may change definitions of a kind at all. */
export const changesKind = (kind: DefinitionKind, flags: readonly Flag[]): boolean =>
  kind === 'REPORT' ? maintains(kind, flags) : maintains(kind, flags) || hasFlag(flags, USE_FLAG[kind]);

/** Whether a user may create definitions of a kind: reports on /report/manage, grabbers with Save As or New (POST /grabber). */
export const createsKind = (kind: DefinitionKind, flags: readonly Flag[]): boolean =>
  kind === 'REPORT' ? maintains(kind, flags) : hasFlag(flags, USE_FLAG[kind]);

/** Spec 2 §4: Shared only with the maintain flag and a category; without a category it is Personal. */
export const canShare = (kind: DefinitionKind, flags: readonly Flag[], categoryId: number | null): boolean =>
  maintains(kind, flags) && categoryId !== null;
export const sharingOf = (reportType: ReportType, categoryId: number | null): ReportType => (categoryId === null ? PERSONAL : reportType);

/** Why the actor may not change this definition, or null. */
export const changeFailure = (def: DefinitionFacts, actor: DefinitionActor): Failure | null => {
  if (!changesKind(def.kind, actor.flags)) return fail('forbidden', def.kind === 'REPORT' ? E.noReportRights : E.noGrabberRights);
  if (def.site !== actor.site) return fail('forbidden', ERRORS.wrongSite);
  if (def.reportType === SHARED && !maintains(def.kind, actor.flags)) {
    return fail('forbidden', def.kind === 'REPORT' ? E.shareReports : E.shareGrabbers);
  }
  if (def.reportType === PERSONAL && def.owner !== actor.username) return fail('forbidden', E.notOwner);
  return null;
};

/**
 * Why the actor may not archive this definition, or null: a personal one its owner archives, whatever their
 * flags (it is theirs alone); a shared one needs the kind's maintain flag. Both at the definition's site.
 */
export const archiveFailure = (def: DefinitionFacts, actor: DefinitionActor): Failure | null => {
  if (def.site !== actor.site) return fail('forbidden', ERRORS.wrongSite);
  if (def.reportType === PERSONAL) return def.owner === actor.username ? null : fail('forbidden', E.notOwner);
  return maintains(def.kind, actor.flags) ? null : fail('forbidden', def.kind === 'REPORT' ? E.shareReports : E.shareGrabbers);
};

/** Why these sharing settings may not be saved by the actor, or null. */
export const sharingFailure = (kind: DefinitionKind, reportType: ReportType, categoryId: number | null, flags: readonly Flag[]) => {
  if (reportType !== SHARED) return null;
  if (categoryId === null) return fail('validation', E.sharedNeedsCategory);
  if (!maintains(kind, flags)) return fail('forbidden', kind === 'REPORT' ? E.shareReports : E.shareGrabbers);
  return null;
};

/** Who reads a definition: one of their site; personal ones their owner only; shared ones up to their READ_ACCESS (maintainers: all). */
export interface DefinitionViewer extends DefinitionActor {
  readAccess: number;
}
export const canSee = (def: DefinitionFacts, viewer: DefinitionViewer): boolean => {
  if (def.site !== viewer.site) return false;
  if (def.reportType === PERSONAL) return def.owner === viewer.username;
  return maintains(def.kind, viewer.flags) || def.accessLevel <= viewer.readAccess;
};
