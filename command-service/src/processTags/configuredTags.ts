import type { Site, TagSource } from '@ftr/contracts';
import type { ReadModels } from '../shared/readModels.ts';

/** The tags a site's parameters name: PROCESS_TAG for PHD readings, IWB_TAG for weighbridge codes. */
export interface ConfiguredTags {
  /** Those of `tags` that no in-use reading parameter of the site names for the source. */
  unconfigured(site: Site, source: TagSource, tags: ReadonlySet<string>): Promise<string[]>;
}

/** How long a site's list answers without a read when every tag asked for is in it. */
const FRESH_MS = 10_000;

interface Loaded {
  startedAt: number;
  tags: Promise<Record<TagSource, ReadonlySet<string>>>;
}

/**
 * The site's tag lists, read through the query port and kept FRESH_MS: a live channel asks for every
 * message, and the list changes only when a parameter does. A tag missing from the kept list is looked up
 * again (a parameter tagged a moment ago is then found); concurrent lookups share one read.
 */
export const createConfiguredTags = (readModels: Pick<ReadModels, 'taggedParameters'>): ConfiguredTags => {
  const loaded = new Map<Site, Loaded>();
  const load = (site: Site, notBefore: number): Loaded['tags'] => {
    const known = loaded.get(site);
    if (known && known.startedAt >= notBefore) return known.tags;
    const entry: Loaded = {
      startedAt: performance.now(),
      tags: readModels.taggedParameters(site).then((parameters) => ({
        PHD: new Set(parameters.flatMap((p) => (p.processTag ? [p.processTag] : []))),
        IWB: new Set(parameters.flatMap((p) => (p.iwbTag ? [p.iwbTag] : []))),
      })),
    };
    loaded.set(site, entry);
    entry.tags.catch(() => {
      if (loaded.get(site) === entry) loaded.delete(site);
    });
    return entry.tags;
  };
  return {
    async unconfigured(site, source, tags) {
      const asked = performance.now();
      const missing = (known: Record<TagSource, ReadonlySet<string>>) => [...tags].filter((tag) => !known[source].has(tag));
      const first = missing(await load(site, asked - FRESH_MS));
      return first.length === 0 ? first : missing(await load(site, asked));
    },
  };
};

const registries = new WeakMap<object, ConfiguredTags>();

/** The process's tag lists over a query port (one kept list shared by the push route and the MQTT ingest). */
export const configuredTagsOf = (readModels: Pick<ReadModels, 'taggedParameters'>): ConfiguredTags => {
  let registry = registries.get(readModels);
  if (!registry) {
    registry = createConfiguredTags(readModels);
    registries.set(readModels, registry);
  }
  return registry;
};
