import { PARAMETER_MESSAGES, SPC_MESSAGES, factoryDateOf, reasonOf, spcRoutes, spcStream, type Site } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { READ_SIDE_WAIT_MS, type DataValueDeps } from '../dataValues/deps.ts';
import { waitForHead } from '../dataValues/readSide.ts';
import { commandRoute, positionAnswer } from '../shared/commandRoute.ts';
import { spcDecider, type SpcCommand } from './decider.ts';
import { baselinePeriod } from './period.ts';

type WriteRoutes = Pick<typeof spcRoutes, 'setSpcBaseline' | 'setSpcRules'>;

/** The commands on a parameter's SPC master data (the monitor records breaks). */
type MasterDataCommand = Exclude<SpcCommand, { kind: 'RecordRuleBreaks' }>;

const spec = (command: MasterDataCommand) => ({ stream: spcStream(command.site, command.code), decider: spcDecider });

/** Whether the site's parameter is measured (REA), once the read side has every append so far; 404 when there is no such parameter. */
const measured = async (deps: DataValueDeps, site: Site, code: string): Promise<boolean> => {
  await waitForHead(deps, READ_SIDE_WAIT_MS);
  const parameter = (await deps.readModels.parameters(site, [code])).get(code);
  if (!parameter) throw new AppError('not_found', PARAMETER_MESSAGES.notFound(code));
  return parameter.PTYP_CODE === 'REA';
};

/**
 * SPC master data of the user's current site: the control limits from a baseline of the parameter's
 * recorded values (read on the server, never sent by the browser) and the rules it evaluates.
 */
export const spcHandlers = (deps: DataValueDeps): Handlers<WriteRoutes> => ({
  setSpcBaseline: commandRoute(deps, {
    async command({ params, body, user }): Promise<MasterDataCommand> {
      const { code } = params;
      const isMeasured = await measured(deps, user.site, code);
      const period = await baselinePeriod(deps, user.site, factoryDateOf(deps.clock.now()), body);
      const values = isMeasured ? (await deps.readModels.valuesBetween(user.site, code, period.from, period.to)).map((p) => p.value) : [];
      return {
        kind: 'SetSpcBaseline',
        site: user.site,
        code,
        measured: isMeasured,
        ...period,
        values,
        reason: reasonOf(body.REASON),
      };
    },
    spec,
    answer: (result, _command, { params }) => positionAnswer(SPC_MESSAGES.baselineSet(params.code))(result),
  }),
  setSpcRules: commandRoute(deps, {
    async command({ params, body, user }): Promise<MasterDataCommand> {
      const isMeasured = await measured(deps, user.site, params.code);
      return {
        kind: 'SetSpcRules',
        site: user.site,
        code: params.code,
        measured: isMeasured,
        rules: body.rules,
        reason: reasonOf(body.REASON),
      };
    },
    spec,
    answer: (result, _command, { params }) => positionAnswer(SPC_MESSAGES.rulesSet(params.code))(result),
  }),
});
