import { FACTORY_SITES, CreateParameterLinkBody } from '@ftr/contracts';
import { demoParameters } from './demoParameters.ts';
import { DEMO_LINKS_PER_SITE, demoParameterLinks } from './demoParameterLinks.ts';

describe('demo parameter links', () => {
  it.each(FACTORY_SITES)('links a few of %s parameters that exist there, with valid labels', (site) => {
    const codes = new Set(demoParameters(site).map((p) => p.CODE));
    const links = demoParameterLinks(site);
    expect(links).toHaveLength(DEMO_LINKS_PER_SITE);
    for (const link of links) {
      expect(CreateParameterLinkBody.parse(link)).toEqual(link);
      expect(codes.has(link.firstCode) && codes.has(link.secondCode)).toBe(true);
      expect(link.firstCode).not.toBe(link.secondCode);
    }
  });
});
