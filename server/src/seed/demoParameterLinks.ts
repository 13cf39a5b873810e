import { FACTORY_SITES, LINK_LABEL_MAX, parameterLinkStream, type CreateParameterLinkBody } from '@ftr/contracts';
import type { StoreDeps } from '@ftr/command-service/deps.ts';
import { runParameterLinkCommand } from '@ftr/command-service/parameterLinks/handlers.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { demoDependencies, demoParameters, type FactorySite } from './demoParameters.ts';

/** How many calculated parameters of each site get a link to their first input. */
export const DEMO_LINKS_PER_SITE = 3;

/**
 * A few demo links per factory site: the first calculated parameters, each linked to its first input,
 * labelled with the other parameter's headings.
 */
export const demoParameterLinks = (site: FactorySite): CreateParameterLinkBody[] => {
  const headings = new Map(demoParameters(site).map((p) => [p.CODE, `${p.HEADING1} ${p.HEADING2 ?? ''}`.trim().slice(0, LINK_LABEL_MAX)]));
  const firstInput = new Map<string, string>();
  for (const { calculated, dependent } of demoDependencies(site)) if (!firstInput.has(calculated)) firstInput.set(calculated, dependent);
  return [...firstInput.entries()].slice(0, DEMO_LINKS_PER_SITE).map(([calculated, dependent]) => ({
    firstCode: calculated,
    firstLabel: headings.get(calculated) ?? calculated,
    secondCode: dependent,
    secondLabel: headings.get(dependent) ?? dependent,
  }));
};

/**
 * The demo links through the links command path as the administrator (the decider checks both codes exist
 * at the site), after the demo parameters. A site that already has links is left alone, so running it
 * again writes nothing. Answers the number of links added.
 */
export const seedDemoParameterLinks = async (deps: Pick<StoreDeps, 'eventStore' | 'clock'>): Promise<number> => {
  let count = 0;
  for (const site of FACTORY_SITES) {
    if ((await deps.eventStore.readStream(parameterLinkStream(site))).length > 0) continue;
    for (const link of demoParameterLinks(site)) {
      await runParameterLinkCommand(
        deps.eventStore,
        { kind: 'CreateParameterLink', site, ...link },
        systemMetadata(site, deps.clock, 'admin'),
      );
      count += 1;
    }
  }
  return count;
};
