import { SPC_BASELINE_DAYS, SPC_MESSAGES, addDays, type Site } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { CommandDeps } from '../deps.ts';

/** A baseline period, factory dates, both included. */
export interface Period {
  from: string;
  to: string;
}

/**
 * The baseline a recompute uses: the period asked for; else the last 28 factory days of the operation
 * running today (from its start when it began less than 28 days ago); else, between operations, the last
 * 28 factory days to today.
 */
export const baselinePeriod = async (
  deps: Pick<CommandDeps, 'readModels'>,
  site: Site,
  today: string,
  asked: { from?: string | undefined; to?: string | undefined },
): Promise<Period> => {
  if (asked.from && asked.to) {
    if (asked.to < asked.from) throw new AppError('validation', SPC_MESSAGES.periodOrder);
    return { from: asked.from, to: asked.to };
  }
  const active = (await deps.readModels.operationsFrom(site, today))
    .filter((op) => op.startDate <= today && today <= op.endDate)
    .sort((a, b) => (a.startDate < b.startDate ? 1 : -1))[0];
  const to = asked.to ?? today;
  const earliest = addDays(to, 1 - SPC_BASELINE_DAYS);
  const from = asked.from ?? (active && active.startDate > earliest ? active.startDate : earliest);
  return { from, to };
};
