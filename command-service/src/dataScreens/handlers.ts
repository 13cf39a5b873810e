import {
  DATA_SCREEN_ERRORS as E,
  DATA_SCREEN_MESSAGES as M,
  dataScreenStream,
  dataScreenWriteRoutes,
  isCentralOffice,
  memberIdOf,
  type Site,
  type TokenClaims,
} from '@ftr/contracts';
import type { AppendMetadata } from '@ftr/infra/eventstore/catalogue.ts';
import { parameterStream } from '@ftr/contracts/parameters/events.ts';
import { AppError, toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FastifyRequest } from 'fastify';
import type { CommandDeps } from '../deps.ts';
import { fold } from '../shared/decider.ts';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { allocateScreenId } from './allocate.ts';
import { decideDuplicate, decideScreen, screenEvolver, type ScreenCommand, type ScreenState } from './decider.ts';

type WriteRoutes = typeof dataScreenWriteRoutes;

/** `12-3` → screen 12, member 3 (the contract's MemberId has already checked the shape). */
const member = (memberId: string) => {
  const [screen, no] = memberId.split('-').map(Number) as [number, number];
  return { screenId: screen, memberNo: no };
};

export const dataScreenHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const store = deps.eventStore;
  const meta = (request: FastifyRequest, user: TokenClaims): AppendMetadata => requestMetadata(request, user, deps.clock);
  const decideOn = (screenId: number, command: ScreenCommand, metadata: AppendMetadata) =>
    handleCommand(
      store,
      { stream: dataScreenStream(screenId), evolver: screenEvolver, loadFacts: noFacts, decide: decideScreen },
      command,
      metadata,
    );
  const run = async (request: FastifyRequest, user: TokenClaims, screenId: number, command: ScreenCommand, message: string) => {
    const result = await decideOn(screenId, command, meta(request, user));
    return { message, position: result.position.toString() };
  };
  const refuseCentralOffice = (user: TokenClaims) => {
    if (isCentralOffice(user.site)) throw new AppError('forbidden', E.centralOffice);
  };
  /** The parameter must exist at the screen's site (read from its own stream; the read model may lag). */
  const parameterExists = async (user: TokenClaims, code: string) =>
    (await store.readStream(parameterStream(user.site, code))).some((event) => event.type === 'ParameterCreated');

  return {
    async createDataScreen({ body, user, request }) {
      refuseCentralOffice(user);
      const metadata = meta(request, user);
      const id = await allocateScreenId(store, metadata);
      const fields = { description: body.DESCRIPTION, accessLevel: body.ACCESS_LEVEL, area: body.AREA };
      const command: ScreenCommand = { kind: 'CreateScreen', userSite: user.site, id, fields, screenType: body.SCREEN_TYPE };
      const result = await decideOn(id, command, metadata);
      return { message: M.screenCreated, position: result.position.toString(), ID: id };
    },
    updateDataScreen: ({ params, body, user, request }) =>
      run(
        request,
        user,
        params.id,
        {
          kind: 'UpdateScreen',
          userSite: user.site,
          id: params.id,
          fields: { description: body.DESCRIPTION, accessLevel: body.ACCESS_LEVEL, area: body.AREA },
          ...(body.SCREEN_TYPE ? { screenType: body.SCREEN_TYPE } : {}),
        },
        M.screenUpdated,
      ),
    async duplicateDataScreen({ params, user, request }) {
      const source = fold(screenEvolver, await store.readStream(dataScreenStream(params.id)));
      const check = decideDuplicate(source, params.id, 0, user.site);
      if (!check.ok) throw toAppError(check.failure);
      const metadata = meta(request, user);
      const id = await allocateScreenId(store, metadata);
      // The copy's stream is new; the source screen (another stream) is the fact it is decided on.
      const spec = {
        stream: dataScreenStream(id),
        evolver: screenEvolver,
        loadFacts: async () => fold(screenEvolver, await store.readStream(dataScreenStream(params.id))),
        decide: (command: { sourceId: number; id: number; site: Site }, _copy: ScreenState, copied: ScreenState) =>
          decideDuplicate(copied, command.sourceId, command.id, command.site),
      };
      const result = await handleCommand(store, spec, { sourceId: params.id, id, site: user.site }, metadata);
      return { message: M.screenDuplicated, position: result.position.toString(), ID: id };
    },
    archiveDataScreen: ({ params, user, request }) =>
      run(request, user, params.id, { kind: 'ArchiveScreen', userSite: user.site, id: params.id }, M.screenArchived),
    async addScreenMember({ params, user, request }) {
      refuseCentralOffice(user);
      const parameter = { code: params.code, existsAtSite: await parameterExists(user, params.code) };
      const command: ScreenCommand = { kind: 'AddMember', userSite: user.site, id: params.screenId, parameter };
      const result = await decideOn(params.screenId, command, meta(request, user));
      const added = result.decision.events[0];
      const memberNo = added?.type === 'DataScreenMemberAdded' ? added.data.memberNo : 0;
      return { message: M.parameterAdded, position: result.position.toString(), ID: memberIdOf(params.screenId, memberNo) };
    },
    removeScreenMember: ({ params, user, request }) => {
      const { screenId, memberNo } = member(params.id);
      return run(request, user, screenId, { kind: 'RemoveMember', userSite: user.site, memberId: params.id, memberNo }, M.parameterRemoved);
    },
    swapScreenMembers: ({ params, user, request }) => {
      const a = member(params.id);
      const b = member(params.otherId);
      if (a.screenId !== b.screenId) throw new AppError('validation', E.differentScreens);
      return run(
        request,
        user,
        a.screenId,
        {
          kind: 'SwapMembers',
          userSite: user.site,
          memberId: params.id,
          memberNo: a.memberNo,
          otherId: params.otherId,
          otherNo: b.memberNo,
        },
        M.orderUpdated,
      );
    },
    moveScreenMember: ({ params, user, request }) => {
      const { screenId, memberNo } = member(params.id);
      return run(
        request,
        user,
        screenId,
        {
          kind: 'MoveMember',
          userSite: user.site,
          memberId: params.id,
          memberNo,
          sequence: params.sequence,
        },
        M.orderUpdated,
      );
    },
    setScreenMemberSeparator: ({ params, user, request }) => {
      const { screenId, memberNo } = member(params.id);
      return run(
        request,
        user,
        screenId,
        {
          kind: 'SetSeparator',
          userSite: user.site,
          memberId: params.id,
          memberNo,
          separator: params.separator,
        },
        M.separatorUpdated,
      );
    },
  };
};
