import type { Site } from '@ftr/contracts';
import { defaultChoice, summarySites } from './form.ts';

const at = (site: Site, sites: Site[] = ['BA', 'BU', 'CA', 'NE', 'WI', 'CO']) => ({ site, sites });

describe('summary choices', () => {
  it('defaults to WI, BC, MAX and DY-NO-V-0T where the user may read WI', () => {
    expect(defaultChoice(at('CO'))).toEqual({ site: 'WI', code: 'DY-NO-V-0T', stream: 'BC', statistic: 'MAX' });
    expect(defaultChoice(at('WI')).site).toBe('WI');
  });

  it("offers a factory site's user only their own site, the central office the factory sites the account holds", () => {
    expect(summarySites(at('BA'))).toEqual(['BA']);
    expect(defaultChoice(at('BA'))).toEqual({ site: 'BA', code: 'DY-NO-V-0T', stream: 'BC', statistic: 'MAX' });
    expect(summarySites(at('CO'))).toEqual(['BA', 'BU', 'CA', 'NE', 'WI']);
    expect(summarySites(at('CO', ['BA', 'CO']))).toEqual(['BA']);
    expect(defaultChoice(at('CO', ['BA', 'CO'])).site).toBe('BA');
  });
});
