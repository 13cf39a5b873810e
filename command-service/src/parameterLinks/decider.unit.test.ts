import type { ParameterLinkEvent } from '@ftr/contracts';
import { evolveAll } from '../shared/decider.ts';
import { decideParameterLink, parameterLinksEvolver, type ParameterLinkCommand, type ParameterLinksState } from './decider.ts';

const link = (id: number, firstCode = 'A-B-V-1H', secondCode = 'C-D-V-1H', reason: string | null = null) => ({
  site: 'BA' as const,
  id,
  firstCode,
  firstLabel: 'Second',
  secondCode,
  secondLabel: 'First',
  reason,
});
const created = (id: number, first?: string, second?: string, reason?: string): ParameterLinkEvent => ({
  type: 'ParameterLinkCreated',
  data: link(id, first, second, reason),
});
const removed = (id: number, first?: string, second?: string, reason?: string): ParameterLinkEvent => ({
  type: 'ParameterLinkRemoved',
  data: link(id, first, second, reason),
});
const given = (...events: ParameterLinkEvent[]): ParameterLinksState => evolveAll(parameterLinksEvolver, events);
const create = (firstCode = 'A-B-V-1H', secondCode = 'C-D-V-1H'): ParameterLinkCommand => ({
  kind: 'CreateParameterLink',
  site: 'BA',
  firstCode,
  firstLabel: 'Second',
  secondCode,
  secondLabel: 'First',
});
const both = { firstExists: true, secondExists: true };
const refused = (kind: string, message: string) => ({ ok: false, failure: { kind, message } });

describe('parameter links decider', () => {
  it('links two parameters of the site with the next id', () => {
    expect(decideParameterLink(create(), given(), both)).toEqual({ ok: true, events: [created(1)] });
    expect(decideParameterLink(create('A-B-V-1H', 'E-F-V-1H'), given(created(1)), both)).toEqual({
      ok: true,
      events: [created(2, 'A-B-V-1H', 'E-F-V-1H')],
    });
  });

  it('never reuses the id of a removed link', () => {
    expect(decideParameterLink(create(), given(created(1), removed(1)), both)).toEqual({ ok: true, events: [created(2)] });
  });

  it('refuses a code that does not exist at the site, naming the field', () => {
    expect(decideParameterLink(create(), given(), { firstExists: false, secondExists: true })).toEqual(
      refused('validation', 'firstCode: Parameter A-B-V-1H does not exist at BA'),
    );
    expect(decideParameterLink(create(), given(), { firstExists: true, secondExists: false })).toEqual(
      refused('validation', 'secondCode: Parameter C-D-V-1H does not exist at BA'),
    );
  });

  it('refuses a link of a code to itself', () => {
    expect(decideParameterLink(create('A-B-V-1H', 'A-B-V-1H'), given(), both)).toEqual(
      refused('validation', 'secondCode: A parameter cannot be linked to itself'),
    );
  });

  it('refuses a pair already linked, either way round', () => {
    const already = refused('conflict', 'secondCode: C-D-V-1H and A-B-V-1H are already linked');
    expect(decideParameterLink(create('C-D-V-1H', 'A-B-V-1H'), given(created(1)), both)).toEqual(already);
  });

  it('removes a link, keeping what it was in the event', () => {
    expect(decideParameterLink({ kind: 'RemoveParameterLink', site: 'BA', id: 1 }, given(created(1)), both)).toEqual({
      ok: true,
      events: [removed(1)],
    });
  });

  it('records the optional reason of a link made or removed (master-data history); an empty one is none', () => {
    expect(decideParameterLink({ ...create(), reason: 'Read together' }, given(), both)).toEqual({
      ok: true,
      events: [created(1, undefined, undefined, 'Read together')],
    });
    const remove: ParameterLinkCommand = { kind: 'RemoveParameterLink', site: 'BA', id: 1, reason: 'Station merged' };
    expect(decideParameterLink(remove, given(created(1, undefined, undefined, 'Read together')), both)).toEqual({
      ok: true,
      events: [removed(1, undefined, undefined, 'Station merged')],
    });
    expect(decideParameterLink({ ...create(), reason: '' }, given(), both)).toEqual({ ok: true, events: [created(1)] });
  });

  it('refuses to remove a link that does not exist (or was removed)', () => {
    expect(decideParameterLink({ kind: 'RemoveParameterLink', site: 'BA', id: 1 }, given(created(1), removed(1)), both)).toEqual(
      refused('not_found', 'Link 1 not found'),
    );
  });
});
