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
  type TokenClaims,
  type UpdateGrabberBody,
} from '@ftr/contracts';
import type { AppendMetadata } from '@ftr/infra/eventstore/catalogue.ts';
import { AppError, toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FastifyRequest } from 'fastify';
import type { CommandDeps } from '../deps.ts';
import { loadParameter } from '../parameters/loadParameter.ts';
import { fold } from '../shared/decider.ts';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { userEvolver } from '../users/decider.ts';
import { allocateReportId } from './allocate.ts';
import { decideCopy, type CopyCommand } from './copy.ts';
import { decideSelection, type SelectionCommand } from './selection.ts';
import { decideDefinition, definitionEvolver, type DefinitionCommand, type DefinitionState } from './decider.ts';

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
  const meta = (request: FastifyRequest, user: TokenClaims): AppendMetadata => requestMetadata(request, user, deps.clock);
  const spec = (id: number) => ({ stream: reportStream(id), evolver: definitionEvolver, loadFacts: noFacts, decide: decideDefinition });
  const decideOn = (id: number, command: DefinitionCommand, metadata: AppendMetadata) => handleCommand(store, spec(id), command, metadata);
  const run = async (request: FastifyRequest, user: TokenClaims, command: DefinitionCommand, message: string) => {
    const result = await decideOn(command.id, command, meta(request, user));
    return { message, position: result.position.toString() };
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

  return {
    async createReport({ body, user, request }) {
      const metadata = meta(request, user);
      const fields = reportFields(body);
      const probe = decideDefinition(
        { kind: 'CreateDefinition', actor: actorOf(user), id: 0, definitionKind: 'REPORT', fields },
        {
          status: 'absent',
        },
      );
      if (!probe.ok) throw toAppError(probe.failure);
      const id = await allocateReportId(store, metadata);
      const result = await decideOn(id, { kind: 'CreateDefinition', actor: actorOf(user), id, definitionKind: 'REPORT', fields }, metadata);
      return { message: M.reportCreated, position: result.position.toString(), ID: id };
    },
    updateReport: ({ params, body, user, request }) =>
      run(
        request,
        user,
        { kind: 'UpdateDefinition', actor: actorOf(user), id: params.id, definitionKind: 'REPORT', fields: reportFields(body) },
        M.reportUpdated,
      ),
    archiveReport: ({ params, user, request }) =>
      run(request, user, { kind: 'ArchiveDefinition', actor: actorOf(user), id: params.id, definitionKind: 'REPORT' }, M.reportArchived),
    async createGrabber({ body, user, request }) {
      const metadata = meta(request, user);
      const fields = newGrabberFields(body);
      const viewer = { ...actorOf(user), readAccess: await readAccessOf(user) };
      const sourceId = body.sourceId ?? null;
      const load = async (id: number): Promise<DefinitionState> => fold(definitionEvolver, await store.readStream(reportStream(id)));
      const check =
        sourceId === null
          ? decideDefinition({ kind: 'CreateDefinition', actor: viewer, id: 0, definitionKind: 'GRABBER', fields }, { status: 'absent' })
          : decideCopy({ id: 0, sourceId, fields, viewer }, { status: 'absent' }, await load(sourceId));
      if (!check.ok) throw toAppError(check.failure);
      const id = await allocateReportId(store, metadata);
      const result =
        sourceId === null
          ? await decideOn(id, { kind: 'CreateDefinition', actor: viewer, id, definitionKind: 'GRABBER', fields }, metadata)
          : await handleCommand(
              store,
              {
                stream: reportStream(id),
                evolver: definitionEvolver,
                loadFacts: () => load(sourceId),
                decide: (command: CopyCommand, copy: DefinitionState, source: DefinitionState) => decideCopy(command, copy, source),
              },
              { id, sourceId, fields, viewer },
              metadata,
            );
      return { message: M.grabberCreated, position: result.position.toString(), ID: id };
    },
    async saveGrabberSelection({ body, user, request }) {
      const metadata = meta(request, user);
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
      // Refused before an id is spent on it; decided again on the new stream.
      const probe = decideSelection(command(0), { status: 'absent' });
      if (!probe.ok) throw toAppError(probe.failure);
      const id = await allocateReportId(store, metadata);
      const result = await handleCommand(
        store,
        { stream: reportStream(id), evolver: definitionEvolver, loadFacts: noFacts, decide: decideSelection },
        command(id),
        metadata,
      );
      return { message: M.grabberCreated, position: result.position.toString(), ID: id };
    },
    updateGrabber: ({ params, body, user, request }) =>
      run(
        request,
        user,
        { kind: 'UpdateDefinition', actor: actorOf(user), id: params.id, definitionKind: 'GRABBER', fields: grabberFields(body) },
        M.grabberUpdated,
      ),
    archiveGrabber: ({ params, user, request }) =>
      run(request, user, { kind: 'ArchiveDefinition', actor: actorOf(user), id: params.id, definitionKind: 'GRABBER' }, M.grabberArchived),
    async addReportParameter({ body, user, request }) {
      const parameter = await checkParameter(body.SITE, body.CODE);
      const command: DefinitionCommand = {
        kind: 'AddParameter',
        actor: actorOf(user),
        id: body.REPT_ID,
        code: body.CODE,
        site: body.SITE,
        parameter,
      };
      const result = await decideOn(body.REPT_ID, command, meta(request, user));
      const added = result.decision.events[0];
      const paramNo = added?.type === 'ReportParameterAdded' ? added.data.paramNo : 0;
      return { message: M.parameterAdded, position: result.position.toString(), ID: reportParameterIdOf(body.REPT_ID, paramNo) };
    },
    removeReportParameter: ({ params, user, request }) => {
      const { reportId, paramNo } = splitReportParameterId(params.id);
      return run(
        request,
        user,
        { kind: 'RemoveParameter', actor: actorOf(user), id: reportId, parameterId: params.id, paramNo },
        M.itemRemoved,
      );
    },
    clearReportParameters: ({ params, user, request }) =>
      run(request, user, { kind: 'ClearParameters', actor: actorOf(user), id: params.id }, M.parametersCleared),
    swapReportParameters: ({ params, user, request }) => {
      const a = splitReportParameterId(params.id);
      const b = splitReportParameterId(params.otherId);
      if (a.reportId !== b.reportId) throw new AppError('validation', E.differentReports);
      const command: DefinitionCommand = {
        kind: 'SwapParameters',
        actor: actorOf(user),
        id: a.reportId,
        parameterId: params.id,
        paramNo: a.paramNo,
        otherId: params.otherId,
        otherNo: b.paramNo,
      };
      return run(request, user, command, M.orderUpdated);
    },
  };
};
