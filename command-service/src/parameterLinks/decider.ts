import {
  PARAMETER_LINK_MESSAGES as M,
  assertNever,
  fail,
  fieldMessage,
  reasonOf,
  type CreateParameterLinkBody,
  type ParameterLinkEvent,
  type Site,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

export interface ParameterLink {
  id: number;
  firstCode: string;
  firstLabel: string;
  secondCode: string;
  secondLabel: string;
}

/** A site's links and the next id to hand out (ids are never reused). */
export interface ParameterLinksState {
  nextId: number;
  links: ReadonlyMap<number, ParameterLink>;
}

export type ParameterLinkCommand =
  | ({ kind: 'CreateParameterLink'; site: Site } & CreateParameterLinkBody)
  | { kind: 'RemoveParameterLink'; site: Site; id: number; reason?: string | null | undefined };

/** Whether each code of a create exists at the site (folded from the parameters' own streams). */
export interface ParameterLinkFacts {
  firstExists: boolean;
  secondExists: boolean;
}

export const parameterLinksEvolver: Evolver<ParameterLinksState, ParameterLinkEvent> = {
  initialState: { nextId: 1, links: new Map() },
  evolve(state, event) {
    const links = new Map(state.links);
    switch (event.type) {
      case 'ParameterLinkCreated': {
        const { site: _site, reason: _reason, ...link } = event.data;
        links.set(link.id, link);
        return { nextId: Math.max(state.nextId, link.id + 1), links };
      }
      case 'ParameterLinkRemoved':
        links.delete(event.data.id);
        return { ...state, links };
      default:
        return assertNever(event);
    }
  },
};

const joins = (link: ParameterLink, a: string, b: string): boolean =>
  (link.firstCode === a && link.secondCode === b) || (link.firstCode === b && link.secondCode === a);

/**
 * Spec 2 §3 Parameter link on the site's one links stream: two different parameters of the site, not
 * already linked (either way round). A refusal names the field it is about ('secondCode: ...'), so the
 * Add Link form shows it there.
 */
export const decideParameterLink = (
  command: ParameterLinkCommand,
  state: ParameterLinksState,
  facts: ParameterLinkFacts,
): Decision<ParameterLinkEvent> => {
  const { site } = command;
  switch (command.kind) {
    case 'CreateParameterLink': {
      const { firstCode, firstLabel, secondCode, secondLabel } = command;
      if (!facts.firstExists) return reject(fail('validation', fieldMessage('firstCode', M.missing(firstCode, site))));
      if (!facts.secondExists) return reject(fail('validation', fieldMessage('secondCode', M.missing(secondCode, site))));
      if (firstCode === secondCode) return reject(fail('validation', fieldMessage('secondCode', M.sameCode)));
      if ([...state.links.values()].some((link) => joins(link, firstCode, secondCode))) {
        return reject(fail('conflict', fieldMessage('secondCode', M.alreadyLinked(firstCode, secondCode))));
      }
      const reason = reasonOf(command.reason);
      return accept({
        type: 'ParameterLinkCreated',
        data: { site, id: state.nextId, firstCode, firstLabel, secondCode, secondLabel, reason },
      });
    }
    case 'RemoveParameterLink': {
      const link = state.links.get(command.id);
      if (!link) return reject(fail('not_found', M.notFound(command.id)));
      return accept({ type: 'ParameterLinkRemoved', data: { site, ...link, reason: reasonOf(command.reason) } });
    }
    default:
      return assertNever(command);
  }
};

export const parameterLinkDecider: Decider<ParameterLinkCommand, ParameterLinksState, ParameterLinkEvent, ParameterLinkFacts> = {
  ...parameterLinksEvolver,
  decide: decideParameterLink,
};
