import {
  DATA_SCREEN_ERRORS as E,
  DATA_SCREEN_MESSAGES as M,
  dataScreenStream,
  dataScreenWriteRoutes,
  isCentralOffice,
  memberIdOf,
  type TokenClaims,
} from '@ftr/contracts';
import { parameterStream } from '@ftr/contracts/parameters/events.ts';
import { AppError, toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { fold } from '../shared/decider.ts';
import { commandRoute, positionAnswer } from '../shared/commandRoute.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { allocateScreenId } from './allocate.ts';
import {
  decideDuplicate,
  duplicateDecider,
  screenDecider,
  screenEvolver,
  screenIdOf,
  type DuplicateScreen,
  type ScreenCommand,
} from './decider.ts';

type WriteRoutes = typeof dataScreenWriteRoutes;

/** `12-3` → screen 12, member 3 (the contract's MemberId has already checked the shape). */
const member = (memberId: string) => {
  const [screen, no] = memberId.split('-').map(Number) as [number, number];
  return { screenId: screen, memberNo: no };
};

export const dataScreenHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const store = deps.eventStore;
  const spec = (command: ScreenCommand) => ({ stream: dataScreenStream(screenIdOf(command)), decider: screenDecider });
  const refuseCentralOffice = (user: TokenClaims) => {
    if (isCentralOffice(user.site)) throw new AppError('forbidden', E.centralOffice);
  };
  /** The parameter must exist at the screen's site (read from its own stream; the read model may lag). */
  const parameterExists = async (user: TokenClaims, code: string) =>
    (await store.readStream(parameterStream(user.site, code))).some((event) => event.type === 'ParameterCreated');
  const loadScreen = async (id: number) => fold(screenEvolver, await store.readStream(dataScreenStream(id)));

  return {
    createDataScreen: commandRoute(deps, {
      async command({ body, user, request }): Promise<ScreenCommand> {
        refuseCentralOffice(user);
        const id = await allocateScreenId(store, requestMetadata(request, user, deps.clock));
        const fields = { description: body.DESCRIPTION, accessLevel: body.ACCESS_LEVEL, area: body.AREA };
        return { kind: 'CreateScreen', userSite: user.site, id, fields, screenType: body.SCREEN_TYPE };
      },
      spec,
      answer: ({ position }, command) => ({ message: M.screenCreated, position: position.toString(), ID: screenIdOf(command) }),
    }),
    updateDataScreen: commandRoute(deps, {
      command: ({ params, body, user }): ScreenCommand => ({
        kind: 'UpdateScreen',
        userSite: user.site,
        id: params.id,
        fields: { description: body.DESCRIPTION, accessLevel: body.ACCESS_LEVEL, area: body.AREA },
        ...(body.SCREEN_TYPE ? { screenType: body.SCREEN_TYPE } : {}),
      }),
      spec,
      answer: positionAnswer(M.screenUpdated),
    }),
    duplicateDataScreen: commandRoute(deps, {
      async command({ params, user, request }): Promise<DuplicateScreen> {
        const check = decideDuplicate(await loadScreen(params.id), params.id, 0, user.site);
        if (!check.ok) throw toAppError(check.failure);
        const id = await allocateScreenId(store, requestMetadata(request, user, deps.clock));
        return { sourceId: params.id, id, site: user.site };
      },
      // The copy's stream is new; the source screen (another stream) is the fact it is decided on.
      spec: (command: DuplicateScreen) => ({
        stream: dataScreenStream(command.id),
        decider: duplicateDecider,
        loadFacts: () => loadScreen(command.sourceId),
      }),
      answer: ({ position }, command) => ({ message: M.screenDuplicated, position: position.toString(), ID: command.id }),
    }),
    archiveDataScreen: commandRoute(deps, {
      command: ({ params, user }): ScreenCommand => ({ kind: 'ArchiveScreen', userSite: user.site, id: params.id }),
      spec,
      answer: positionAnswer(M.screenArchived),
    }),
    addScreenMember: commandRoute(deps, {
      async command({ params, user }): Promise<ScreenCommand> {
        refuseCentralOffice(user);
        const parameter = { code: params.code, existsAtSite: await parameterExists(user, params.code) };
        return { kind: 'AddMember', userSite: user.site, id: params.screenId, parameter };
      },
      spec,
      answer: ({ position, decision }, command) => {
        const added = decision.events[0];
        const memberNo = added?.type === 'DataScreenMemberAdded' ? added.data.memberNo : 0;
        return { message: M.parameterAdded, position: position.toString(), ID: memberIdOf(screenIdOf(command), memberNo) };
      },
    }),
    removeScreenMember: commandRoute(deps, {
      command: ({ params, user }): ScreenCommand => {
        const { memberNo } = member(params.id);
        return { kind: 'RemoveMember', userSite: user.site, memberId: params.id, memberNo };
      },
      spec,
      answer: positionAnswer(M.parameterRemoved),
    }),
    swapScreenMembers: commandRoute(deps, {
      command: ({ params, user }): ScreenCommand => {
        const a = member(params.id);
        const b = member(params.otherId);
        if (a.screenId !== b.screenId) throw new AppError('validation', E.differentScreens);
        return {
          kind: 'SwapMembers',
          userSite: user.site,
          memberId: params.id,
          memberNo: a.memberNo,
          otherId: params.otherId,
          otherNo: b.memberNo,
        };
      },
      spec,
      answer: positionAnswer(M.orderUpdated),
    }),
    moveScreenMember: commandRoute(deps, {
      command: ({ params, user }): ScreenCommand => {
        const { memberNo } = member(params.id);
        return { kind: 'MoveMember', userSite: user.site, memberId: params.id, memberNo, sequence: params.sequence };
      },
      spec,
      answer: positionAnswer(M.orderUpdated),
    }),
    setScreenMemberSeparator: commandRoute(deps, {
      command: ({ params, user }): ScreenCommand => {
        const { memberNo } = member(params.id);
        return { kind: 'SetSeparator', userSite: user.site, memberId: params.id, memberNo, separator: params.separator };
      },
      spec,
      answer: positionAnswer(M.separatorUpdated),
    }),
  };
};
