import {
  CONSTANT_MESSAGES,
  CONSTANT_SITES,
  constantRoutes,
  reachableSites,
  constantStream,
  factoryToday,
  type ConstantSite,
  type Site,
} from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { READ_SIDE_WAIT_MS } from '../dataValues/deps.ts';
import { waitForHead } from '../dataValues/readSide.ts';
import type { CommandDeps } from '../deps.ts';
import { commandRoute, positionAnswer } from '../shared/commandRoute.ts';
import { constantDecider, type ChangeConstant, type ConstantFacts } from './decider.ts';

type WriteRoutes = Pick<typeof constantRoutes, 'updateConstant' | 'updateGlobalConstant'>;

/**
 * The constant's parameter at each site (its limits and value), from the parameters read model once it
 * reflects every append so far (503 when it does not in time).
 */
export const loadConstantFacts = async (
  deps: Pick<CommandDeps, 'readModels' | 'eventStore'>,
  code: string,
  sites: readonly Site[],
): Promise<Map<Site, ConstantFacts | null>> => {
  await waitForHead(
    { eventStore: deps.eventStore, waitForReadSide: (position, ms) => deps.readModels.reached(position, ms) },
    READ_SIDE_WAIT_MS,
  );
  const found = await Promise.all(sites.map(async (site) => (await deps.readModels.siteParameters(site)).find((p) => p.CODE === code)));
  return new Map(
    sites.map((site, i) => {
      const p = found[i];
      const facts: ConstantFacts | null = p
        ? { PTYP_CODE: p.PTYP_CODE, MIN_LIMIT: p.LOWER_ABS_LIMIT, MAX_LIMIT: p.UPPER_ABS_LIMIT, CONSTANT_VALUE: p.CONSTANT_VALUE }
        : null;
      return [site, facts];
    }),
  );
};

/** PATCH /constants/:code (the user's site) and PATCH /constants/global/:code (head office), one append each. */
export const constantHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => {
  const spec = (command: ChangeConstant) => ({
    stream: constantStream(command.code),
    decider: constantDecider,
    loadFacts: () => loadConstantFacts(deps, command.code, Object.keys(command.values) as Site[]),
  });
  const answer = (result: { position: bigint }, command: ChangeConstant) => positionAnswer(CONSTANT_MESSAGES.updated(command.code))(result);
  const today = () => factoryToday(deps.clock.now());

  return {
    updateConstant: commandRoute(deps, {
      command: ({ params, body, user }): ChangeConstant => {
        const day = today();
        return {
          kind: 'ChangeConstant',
          userSite: user.site,
          reachable: reachableSites(user),
          code: params.code,
          values: { [user.site]: body.Value },
          effectiveFrom: body.EffectiveFrom ?? day,
          today: day,
          reason: body.Reason || null,
        };
      },
      spec,
      answer,
    }),
    updateGlobalConstant: commandRoute(deps, {
      command: ({ params, body, user }): ChangeConstant => {
        const day = today();
        const values: Partial<Record<ConstantSite, number>> = {};
        for (const site of CONSTANT_SITES) if (body[site] !== undefined) values[site] = body[site];
        return {
          kind: 'ChangeGlobalConstant',
          userSite: user.site,
          reachable: reachableSites(user),
          code: params.code,
          values,
          effectiveFrom: body.EffectiveFrom ?? day,
          today: day,
          reason: body.Reason || null,
        };
      },
      spec,
      answer,
    }),
  };
};
