import { dataSettingsStream, reasonRuleFor, type ReasonRule, type Site } from '@ftr/contracts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { fold } from '../shared/decider.ts';
import { settingsEvolver } from './settingsDecider.ts';

/** The reason rule a submission at the site (on the screen, if named) is checked against, from the settings stream. */
export const loadReasonRule = async (eventStore: EventStore, site: Site, screenId: number | undefined): Promise<ReasonRule> => {
  const settings = fold(settingsEvolver(site), await eventStore.readStream(dataSettingsStream(site)));
  return reasonRuleFor(settings, screenId);
};
