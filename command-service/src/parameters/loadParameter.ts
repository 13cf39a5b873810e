import { parameterStream, type Site } from '@ftr/contracts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { fold } from '../shared/decider.ts';
import { parameterEvolver, type ParameterState } from './decider.ts';

/** A parameter's current state folded from its stream (for deciders of other streams that depend on it). */
export const loadParameter = async (store: EventStore, site: Site, code: string): Promise<ParameterState> =>
  fold(parameterEvolver, await store.readStream(parameterStream(site, code)));
