// The recalculation's view of the constants: each CON parameter's changes at the site, from its stream.
import { constantStream, type Site } from '@ftr/contracts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import type { ComputeParameter } from '../recalculation/compute.ts';
import { fold } from '../shared/decider.ts';
import { constantEvolver, timelineOf } from './decider.ts';

/**
 * The site's parameters with, for each constant, its value before the first change and the changes in
 * order (read from the constants' streams, the source the decisions were made on).
 */
export const withConstantTimelines = async (
  eventStore: Pick<EventStore, 'readStream'>,
  site: Site,
  parameters: ReadonlyMap<string, ComputeParameter>,
): Promise<Map<string, ComputeParameter>> => {
  const constants = [...parameters.values()].filter((p) => p.PTYP_CODE === 'CON');
  const timelines = await Promise.all(
    constants.map(async (p) => timelineOf(fold(constantEvolver, await eventStore.readStream(constantStream(p.CODE))), site, p)),
  );
  const result = new Map(parameters);
  constants.forEach((p, i) => {
    const timeline = timelines[i];
    if (timeline) result.set(p.CODE, { ...p, CONSTANT_VALUE: timeline.base, CONSTANT_STEPS: timeline.steps });
  });
  return result;
};
