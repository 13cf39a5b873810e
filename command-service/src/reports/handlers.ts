import {
  DEFAULT_REPORT_ACCESS,
  ERRORS,
  PERSONAL,
  REPORT_ERRORS as E,
  REPORT_MESSAGES as M,
  fileNameOf,
  mayReachSites,
  reportParameterIdOf,
  reportStream,
  reportWriteRoutes,
  splitReportParameterId,
  userStream,
  type CreateGrabberBody,
  type DefinitionActor,
  type DefinitionFields,
  type ReportBody,
  type ReportEvent,
  type TokenClaims,
  type UpdateGrabberBody,
} from '@ftr/contracts';
import { AppError, toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { loadParameter } from '../parameters/loadParameter.ts';
import { commandRoute, positionAnswer, runCommand, type RouteInput } from '../shared/commandRoute.ts';
import { fold, type Decision } from '../shared/decider.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { userEvolver } from '../users/decider.ts';
import { allocateReportId } from './allocate.ts';
import { copyDecider, decideCopy, type CopyCommand } from './copy.ts';
import { decideSelection, selectionDecider, type SelectionCommand } from './selection.ts';
import { decideDefinition, definitionDecider, definitionEvolver, type DefinitionCommand, type DefinitionState } from './decider.ts';

type WriteRoutes = typeof reportWriteRoutes;

const actorOf = (user: TokenClaims): DefinitionActor => ({ username: user.sub, site: user.site, flags: user.flags });

/** A report's fields from the manage form; without a category it is Personal (spec 2 §4). */
const reportFields = (body: ReportBody): DefinitionFields => ({
  name: body.REPORT_NAME,
  accessLevel: body.ACCESS_LEVEL,
  reportType: body.REPORT_TYPE,
  categoryId: body.RCAT_ID,
  periodCode: body.PERD_CODE,
  suppressBlankRows: body.SUPPRESS_BLANK_ROWS,
  outputFileName: body.OUTPUT_FILE_NAME || fileNameOf(body.REPORT_NAME),
});
/** A grabber keeps the report-only fields at their defaults. */
const grabberFields = (body: UpdateGrabberBody): DefinitionFields => ({
  name: body.REPORT_NAME,
  accessLevel: body.ACCESS_LEVEL,
  reportType: body.REPORT_TYPE,
  categoryId: body.RCAT_ID,
  periodCode: 'D',
  suppressBlankRows: false,
  outputFileName: fileNameOf(body.REPORT_NAME),
});
const newGrabberFields = (body: CreateGrabberBody): DefinitionFields =>
  grabberFields({
    REPORT_NAME: body.name,
    ACCESS_LEVEL: body.ACCESS_LEVEL ?? DEFAULT_REPORT_ACCESS,
    REPORT_TYPE: body.REPORT_TYPE ?? PERSONAL,
    RCAT_ID: body.RCAT_ID ?? null,
  });

export const reportHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const store = deps.eventStore;
  const spec = (command: { id: number }) => ({ stream: reportStream(command.id), decider: definitionDecider });
  const allocate = (input: RouteInput) => allocateReportId(store, requestMetadata(input.request, input.user, deps.clock));
  const load = async (id: number): Promise<DefinitionState> => fold(definitionEvolver, await store.readStream(reportStream(id)));
  /** Refused before an id is spent on it; decided again on the new stream. */
  const probe = (decision: Decision<ReportEvent>) => {
    if (!decision.ok) throw toAppError(decision.failure);
  };
  /** The user's READ_ACCESS, from their own stream (the token does not carry it). */
  const readAccessOf = async (user: TokenClaims) => {
    const state = fold(userEvolver, await store.readStream(userStream(user.sub)));
    return state.status === 'active' ? state.readAccess : 0;
  };
  const checkParameter = async (site: TokenClaims['site'], code: string) => {
    const state = await loadParameter(store, site, code);
    if (state.status !== 'present') return { exists: false, headings: ['', '', ''] as [string, string, string] };
    const { HEADING1, HEADING2, HEADING3 } = state.fields;
    return { exists: true, headings: [HEADING1, HEADING2 ?? '', HEADING3 ?? ''] as [string, string, string] };
  };
  const created = (message: string) => (result: { position: bigint }, command: { id: number }) => ({
    ...positionAnswer(message)(result),
    ID: command.id,
  });

  return {
    createReport: commandRoute(deps, {
      async command(input): Promise<DefinitionCommand> {
        const fields = reportFields(input.body);
        const actor = actorOf(input.user);
        probe(decideDefinition({ kind: 'CreateDefinition', actor, id: 0, definitionKind: 'REPORT', fields }, { status: 'absent' }));
        return { kind: 'CreateDefinition', actor, id: await allocate(input), definitionKind: 'REPORT', fields };
      },
      spec,
      answer: created(M.reportCreated),
    }),
    updateReport: commandRoute(deps, {
      command: ({ params, body, user }): DefinitionCommand => ({
        kind: 'UpdateDefinition',
        actor: actorOf(user),
        id: params.id,
        definitionKind: 'REPORT',
        fields: reportFields(body),
      }),
      spec,
      answer: positionAnswer(M.reportUpdated),
    }),
    archiveReport: commandRoute(deps, {
      command: ({ params, user }): DefinitionCommand => ({
        kind: 'ArchiveDefinition',
        actor: actorOf(user),
        id: params.id,
        definitionKind: 'REPORT',
      }),
      spec,
      answer: positionAnswer(M.reportArchived),
    }),
    async createGrabber(input) {
      const { body, user } = input;
      const fields = newGrabberFields(body);
      const viewer = { ...actorOf(user), readAccess: await readAccessOf(user) };
      const sourceId = body.sourceId ?? null;
      const answer = created(M.grabberCreated);
      if (sourceId === null) {
        const create = (id: number): DefinitionCommand => ({
          kind: 'CreateDefinition',
          actor: viewer,
          id,
          definitionKind: 'GRABBER',
          fields,
        });
        probe(decideDefinition(create(0), { status: 'absent' }));
        const command = create(await allocate(input));
        return answer(await runCommand(deps, input, spec(command), command), command);
      }
      probe(decideCopy({ id: 0, sourceId, fields, viewer }, { status: 'absent' }, await load(sourceId)));
      const command: CopyCommand = { id: await allocate(input), sourceId, fields, viewer };
      const copySpec = { stream: reportStream(command.id), decider: copyDecider, loadFacts: () => load(sourceId) };
      return answer(await runCommand(deps, input, copySpec, command), command);
    },
    saveGrabberSelection: commandRoute(deps, {
      async command(input): Promise<SelectionCommand> {
        const { body, user } = input;
        const fields = newGrabberFields({ name: body.name });
        const unique = [...new Map(body.parameters.map((p) => [`${p.SITE}|${p.CODE}`, p])).values()];
        if (
          !mayReachSites(
            user,
            unique.map((p) => p.SITE),
          )
        )
          throw new AppError('forbidden', ERRORS.wrongSite);
        const parameters = await Promise.all(
          unique.map(async (p) => ({ site: p.SITE, code: p.CODE, check: await checkParameter(p.SITE, p.CODE) })),
        );
        const command = (id: number): SelectionCommand => ({ id, fields, actor: actorOf(user), parameters });
        probe(decideSelection(command(0), { status: 'absent' }));
        return command(await allocate(input));
      },
      spec: (command: SelectionCommand) => ({ stream: reportStream(command.id), decider: selectionDecider }),
      answer: created(M.grabberCreated),
    }),
    updateGrabber: commandRoute(deps, {
      command: ({ params, body, user }): DefinitionCommand => ({
        kind: 'UpdateDefinition',
        actor: actorOf(user),
        id: params.id,
        definitionKind: 'GRABBER',
        fields: grabberFields(body),
      }),
      spec,
      answer: positionAnswer(M.grabberUpdated),
    }),
    archiveGrabber: commandRoute(deps, {
      command: ({ params, user }): DefinitionCommand => ({
        kind: 'ArchiveDefinition',
        actor: actorOf(user),
        id: params.id,
        definitionKind: 'GRABBER',
      }),
      spec,
      answer: positionAnswer(M.grabberArchived),
    }),
    addReportParameter: commandRoute(deps, {
      command: async ({ body, user }): Promise<DefinitionCommand> => ({
        kind: 'AddParameter',
        actor: actorOf(user),
        id: body.REPT_ID,
        code: body.CODE,
        site: body.SITE,
        parameter: await checkParameter(body.SITE, body.CODE),
      }),
      spec,
      answer: ({ position, decision }, command) => {
        const added = decision.events[0];
        const paramNo = added?.type === 'ReportParameterAdded' ? added.data.paramNo : 0;
        return { message: M.parameterAdded, position: position.toString(), ID: reportParameterIdOf(command.id, paramNo) };
      },
    }),
    removeReportParameter: commandRoute(deps, {
      command: ({ params, user }): DefinitionCommand => {
        const { reportId, paramNo } = splitReportParameterId(params.id);
        return { kind: 'RemoveParameter', actor: actorOf(user), id: reportId, parameterId: params.id, paramNo };
      },
      spec,
      answer: positionAnswer(M.itemRemoved),
    }),
    clearReportParameters: commandRoute(deps, {
      command: ({ params, user }): DefinitionCommand => ({ kind: 'ClearParameters', actor: actorOf(user), id: params.id }),
      spec,
      answer: positionAnswer(M.parametersCleared),
    }),
    swapReportParameters: commandRoute(deps, {
      command: ({ params, user }): DefinitionCommand => {
        const a = splitReportParameterId(params.id);
        const b = splitReportParameterId(params.otherId);
        if (a.reportId !== b.reportId) throw new AppError('validation', E.differentReports);
        return {
          kind: 'SwapParameters',
          actor: actorOf(user),
          id: a.reportId,
          parameterId: params.id,
          paramNo: a.paramNo,
          otherId: params.otherId,
          otherNo: b.paramNo,
        };
      },
      spec,
      answer: positionAnswer(M.orderUpdated),
    }),
  };
};
