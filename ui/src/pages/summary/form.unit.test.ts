import { defaultChoice, summarySites } from './form.ts';

describe('summary choices', () => {
  it('defaults to WI, BC, MAX and DY-NO-V-0T where the user may read WI', () => {
    expect(defaultChoice('CO')).toEqual({ site: 'WI', code: 'DY-NO-V-0T', stream: 'BC', statistic: 'MAX' });
    expect(defaultChoice('WI').site).toBe('WI');
  });

  it("offers a factory site's user only their own site, the central office every factory site", () => {
    expect(summarySites('BA')).toEqual(['BA']);
    expect(defaultChoice('BA')).toEqual({ site: 'BA', code: 'DY-NO-V-0T', stream: 'BC', statistic: 'MAX' });
    expect(summarySites('CO')).toEqual(['BA', 'BU', 'CA', 'NE', 'WI']);
  });
});
