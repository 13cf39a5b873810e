import { DUE_ENTRIES_MESSAGES as M, dueAlertStream, dueGraceStream, reachableSites, type dueEntriesRoutes } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { commandRoute, positionAnswer, type RouteInput } from '../shared/commandRoute.ts';
import { alertDecider, graceDecider, type AlertCommand, type GraceCommand, type GraceScreenFacts } from './decider.ts';

type WriteRoutes = Pick<typeof dueEntriesRoutes, 'setGrace' | 'subscribeDueAlert' | 'unsubscribeDueAlert'>;

export const dueEntriesHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  /** The screen's site and area from the read side (a screen's site never changes once made). */
  const screenFacts = async (id: number): Promise<GraceScreenFacts | null> => {
    const screen = await deps.readModels.screen(id);
    if (!screen) return null;
    const dataEntry = (await deps.readModels.dataEntryScreens(screen.site)).some((s) => s.id === id);
    return { site: screen.site, dataEntry };
  };
  const alertSpec = (command: AlertCommand, { user }: RouteInput) => ({
    stream: dueAlertStream(user.sub, command.site),
    decider: alertDecider,
  });
  return {
    setGrace: commandRoute(deps, {
      command: ({ params, body, user }): GraceCommand => ({
        kind: 'SetGrace',
        screenId: params.screenId,
        minutes: body.minutes,
        userSites: reachableSites(user),
      }),
      spec: (command: GraceCommand) => ({
        stream: dueGraceStream(command.screenId),
        decider: graceDecider,
        loadFacts: () => screenFacts(command.screenId),
      }),
      answer: (result, command) => positionAnswer(M.graceSet(command.minutes))(result),
    }),
    subscribeDueAlert: commandRoute(deps, {
      command: ({ params, body, user }): AlertCommand => ({
        kind: 'Subscribe',
        username: user.sub,
        site: params.site,
        userSites: reachableSites(user),
        ...body,
      }),
      spec: alertSpec,
      answer: (result, command) => positionAnswer(M.subscribed(command.site))(result),
    }),
    unsubscribeDueAlert: commandRoute(deps, {
      command: ({ params, user }): AlertCommand => ({
        kind: 'Unsubscribe',
        username: user.sub,
        site: params.site,
        userSites: reachableSites(user),
      }),
      spec: alertSpec,
      answer: (result, command) => positionAnswer(M.unsubscribed(command.site))(result),
    }),
  };
};
