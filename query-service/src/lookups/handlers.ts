import {
  PERIOD_LOOKUPS,
  countLookupUsage,
  matchesLookupSearch,
  type LookupDto,
  type LookupName,
  type LookupUsage,
  type lookupRoutes,
} from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { LOOKUPS_COLLECTION, type LookupDoc } from '@ftr/read-models/lookups/projection.ts';
import { LOOKUP_USAGE_COLLECTION, type LookupUsageDoc } from '@ftr/read-models/lookups/usage.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = Pick<typeof lookupRoutes, 'listLookups'>;

const NONE: LookupUsage = { parameters: 0, active_parameters: 0 };

/** The counts of one list, from the usage read model (one small document per composed parameter code). */
const usageOf = async (readStore: ReadStore, name: LookupName): Promise<Map<string, LookupUsage>> => {
  const docs = await readStore.find<LookupUsageDoc>(LOOKUP_USAGE_COLLECTION);
  return countLookupUsage(
    name,
    docs.map((doc) => ({
      parts: { item: doc.item, measurement: doc.measurement, statistic: doc.statistic, period: doc.period },
      inUse: doc.active,
    })),
  );
};

/** The entries of a list: the read model's, or the fixed periods (never changed, so no one updated them). */
const entriesOf = async (readStore: ReadStore, name: LookupName): Promise<Omit<LookupDto, keyof LookupUsage>[]> => {
  if (name === 'period') return PERIOD_LOOKUPS.map((p) => ({ ...p, updatedAt: null, updatedBy: null }));
  const docs = await readStore.find<LookupDoc>(LOOKUPS_COLLECTION, { where: { name }, sort: [{ field: 'code', direction: 'asc' }] });
  return docs.map(({ code, description, updatedAt, updatedBy }) => ({ code, description, updatedAt, updatedBy }));
};

export const lookupQueryHandlers = ({ readStore }: QueryDeps): Handlers<ReadRoutes> => ({
  async listLookups({ params, query }) {
    const [entries, usage] = await Promise.all([entriesOf(readStore, params.name), usageOf(readStore, params.name)]);
    return entries
      .filter((entry) => matchesLookupSearch(entry, query.search))
      .map((entry) => ({ ...entry, ...(usage.get(entry.code) ?? NONE) }));
  },
});
