import {
  CCF_SETTINGS_STREAM,
  FACTORY_SITES,
  PARAMETER_PERIODS,
  parameterStream,
  parseParameterCode,
  type CreateParameterBody,
  type Site,
} from '@ftr/contracts';
import { ccfSettingsEvolver } from '@ftr/command-service/ccfSettings/decider.ts';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import { decideParameter, parameterEvolver } from '@ftr/command-service/parameters/decider.ts';
import { dependencyCommands } from '@ftr/command-service/parameters/dependencyHandlers.ts';
import { lookUpCodeParts } from '@ftr/command-service/parameters/codeLookups.ts';
import { fold, handleCommand, handleCommands, noFacts } from '@ftr/command-service/shared/handleCommand.ts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import {
  CATALOGUE,
  ITEMS,
  MEASUREMENTS,
  PLANT_LAYOUTS,
  STATISTICS,
  type CatalogueRow,
  type FactorySite,
} from './demoParametersCatalogue.ts';

export type { FactorySite };
export type DemoParameter = CreateParameterBody;
export interface DemoDependency {
  calculated: string;
  dependent: string;
  sequence: number;
}

const unitsOf = (site: FactorySite, row: Pick<CatalogueRow, 'per'>): number[] =>
  row.per ? Array.from({ length: PLANT_LAYOUTS[site][row.per] }, (_, i) => i + 1) : [0];
const codeFor = (template: string, unit: number) => template.replace('#', String(unit));
const TEMPLATES = new Map(CATALOGUE.map((row) => [row.code, row]));

/** Every code a catalogue code stands for at a site (a `#` code once per unit). */
const expand = (site: FactorySite, template: string): string[] => {
  const row = TEMPLATES.get(template);
  return template.includes('#') && row ? unitsOf(site, row).map((unit) => codeFor(template, unit)) : [template];
};

/** Spec 2 §4: heading 1 from the item, 2 from the measurement, 3 from the statistic and period. */
const headings = (code: string, numbered: boolean) => {
  const parts = parseParameterCode(code);
  if (!parts?.period) throw new Error(`Demo parameter ${code} is not a composed code`);
  const unit = numbered ? ` No. ${parts.unitNo}` : '';
  return {
    HEADING1: ITEMS[parts.item] ?? parts.item,
    HEADING2: MEASUREMENTS[parts.measurement] ?? parts.measurement,
    HEADING3: `${STATISTICS[parts.statistic] ?? parts.statistic} ${PARAMETER_PERIODS[parts.period]}${unit}`,
  };
};

const parameterOf = (site: FactorySite, row: CatalogueRow, unit: number): DemoParameter => {
  const code = codeFor(row.code, unit);
  const [lowAbs, lowChk, upChk, upAbs] = row.limits ?? [null, null, null, null];
  const [LOWABS, LOWTRG, HIGHTRG, HIGHABS] = row.ccf?.thresholds ?? [null, null, null, null];
  const constant = typeof row.constant === 'number' ? row.constant : (row.constant?.[unit - 1] ?? null);
  return {
    CODE: code,
    ...headings(code, row.per !== undefined),
    PTYP_CODE: row.fn ? 'SIM' : row.constant !== undefined ? 'CON' : 'REA',
    SFNC_CODE: row.fn ?? null,
    PROCESS_TAG: row.tag ? `${site}.${code.slice(0, 2)}${Math.max(unit, 1)}.${code.slice(3, 5)}.PV` : null,
    IWB_TAG: row.iwb ?? null,
    DISPLAY_PRECISION: row.precision,
    PCAT_CODE: row.category,
    IN_USE_FLAG: row.inUse ?? true,
    AUDIT_FLAG: row.audit ?? false,
    UPPER_ABS_LIMIT: upAbs,
    UPPER_CHK_LIMIT: upChk,
    LOWER_CHK_LIMIT: lowChk,
    LOWER_ABS_LIMIT: lowAbs,
    METER_ROLLOVER_VALUE: row.rollover ?? null,
    CONSTANT_VALUE: constant,
    UNITS: row.units,
    LABEL: row.label ?? null,
    CCF_TYPE: row.ccf?.type ?? null,
    CCF_ANALYSIS: row.ccf?.analysis ?? null,
    LOWABS,
    LOWTRG,
    HIGHTRG,
    HIGHABS,
  };
};

/** The demo parameters of a factory site: the catalogue expanded over the site's plant layout. */
export const demoParameters = (site: FactorySite): DemoParameter[] =>
  CATALOGUE.flatMap((row) => unitsOf(site, row).map((unit) => parameterOf(site, row, unit)));

/** The dependencies of the site's calculated parameters: bare inputs get sequence 1, 2, … in order. */
export const demoDependencies = (site: FactorySite): DemoDependency[] =>
  CATALOGUE.filter((row) => row.fn).flatMap((row) => {
    const inputs = (row.inputs ?? []).flatMap((input) =>
      typeof input === 'string' ? expand(site, input).map((code) => [0, code] as const) : [input],
    );
    return inputs.map(([sequence, dependent], index) => ({ calculated: row.code, dependent, sequence: sequence || index + 1 }));
  });

const BATCH = 25;

/**
 * A site's demo dependencies through the dependency handler's own spec (each decided against the graph as it
 * grows, refusing duplicates and cycles exactly as POST /dependencies does), appended in one atomic write.
 */
const seedDependencies = async (store: CatalogueEventStore, site: FactorySite, metadata: AppendMetadata): Promise<void> => {
  const commands = demoDependencies(site).map(({ calculated, dependent, sequence }) => ({
    kind: 'AddDependency' as const,
    site,
    calculated,
    dependent,
    sequence,
  }));
  const specOf = (command: (typeof commands)[number]) =>
    dependencyCommands(store, site, () => ({ calculated: command.calculated, dependent: command.dependent }));
  await handleCommands(store, specOf, commands, metadata);
};

/**
 * Loads the demo parameters and dependencies of every factory site through the command path (the
 * deciders, appends with the expected revisions): parameters one stream each in small concurrent
 * batches, then each site's dependencies in one append. Answers the number of parameters.
 */
export const seedDemoParameters = async (deps: CommandDeps): Promise<number> => {
  const store = deps.eventStore;
  const metadata = (site: Site) => systemMetadata(site, deps.clock, 'admin');
  // The CCF types and analyses the parameters name, folded from the company stream (seeded before).
  const ccf = fold(ccfSettingsEvolver, await store.readStream(CCF_SETTINGS_STREAM));
  const create = async (site: FactorySite, { CODE: code, ...input }: DemoParameter) =>
    handleCommand(
      store,
      { stream: parameterStream(site, code), evolver: parameterEvolver, loadFacts: noFacts, decide: decideParameter },
      { kind: 'CreateParameter', site, code, input, ccf, lookups: await lookUpCodeParts(store, code) },
      metadata(site),
    );
  const all = FACTORY_SITES.flatMap((site) => demoParameters(site).map((parameter) => ({ site, parameter })));
  for (let i = 0; i < all.length; i += BATCH) {
    await Promise.all(all.slice(i, i + BATCH).map(({ site, parameter }) => create(site, parameter)));
  }
  await Promise.all(FACTORY_SITES.map((site) => seedDependencies(store, site, metadata(site))));
  return all.length;
};
