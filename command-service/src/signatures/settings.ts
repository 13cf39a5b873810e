import {
  defaultSignatureSettings,
  signatureSettingsStream,
  type Site,
  type SignatureSettingsDto,
  type SignatureSettingsEvent,
} from '@ftr/contracts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { fold, type Evolver } from '../shared/decider.ts';

/** The fold of a site's settings stream: the last change is the settings (each change replaces them whole). */
export const signatureSettingsEvolver = (site: Site): Evolver<SignatureSettingsDto, SignatureSettingsEvent> => ({
  initialState: defaultSignatureSettings(site),
  evolve: (_state, event) => ({ site: event.data.site, actions: event.data.actions, correctionDays: event.data.correctionDays }),
});

/** A site's settings, read from its own stream (a handful of events: no read model needed for a decision). */
export const loadSignatureSettings = async (eventStore: CatalogueEventStore, site: Site): Promise<SignatureSettingsDto> =>
  fold(signatureSettingsEvolver(site), await eventStore.readStream(signatureSettingsStream(site)));
