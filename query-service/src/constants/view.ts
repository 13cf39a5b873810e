// What the constants reads answer (pure): a document as of an instant, the filters, the DTOs.
import {
  CONSTANT_SITES,
  constantInForce,
  factoryDateOf,
  knownAt,
  type ConstantDto,
  type ConstantsQuery,
  type GlobalConstantDto,
} from '@ftr/contracts';
import type { ConstantDoc } from '@ftr/read-models/constants/projection.ts';

/** The document as it stood at `asOf`: only the changes recorded by then, the value in force on that factory date. */
export const constantAsOf = (doc: ConstantDoc, asOf: Date | undefined): ConstantDoc => {
  if (!asOf) return doc;
  const changes = doc.CHANGES.filter((change) => knownAt(change.CHANGED_AT, asOf));
  const steps = changes.map((change) => ({ from: change.EFFECTIVE_FROM, value: change.VALUE }));
  const last = changes.at(-1);
  return {
    ...doc,
    CHANGES: changes,
    CONSTANT_VALUE: constantInForce(steps, doc.BASE_VALUE, factoryDateOf(asOf)),
    EFFECTIVE_FROM: last?.EFFECTIVE_FROM ?? null,
    ...(last ? { LAST_UPDATED_DTS: last.CHANGED_AT, LAST_UPDATED_BY: last.CHANGED_BY } : {}),
  };
};

/** The group filter, then the search: a code starting with the text, or a heading containing it (any case). */
export const matches = (doc: Pick<ConstantDoc, 'CODE' | 'HEADING1' | 'GROUP'>, query: ConstantsQuery): boolean => {
  if (query.group && doc.GROUP !== query.group) return false;
  const text = query.search?.toUpperCase();
  return !text || doc.CODE.startsWith(text) || doc.HEADING1.toUpperCase().includes(text);
};

/** The groups the constants belong to, by code. */
export const groupsOf = (docs: readonly ConstantDoc[]) =>
  [...new Map(docs.filter((d) => d.GROUP !== null).map((d) => [d.GROUP as string, d.GROUP_NAME])).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([CODE, NAME]) => ({ CODE, NAME }));

const definition = (doc: ConstantDoc) => ({
  CODE: doc.CODE,
  HEADING1: doc.HEADING1,
  IN_USE_FLAG: doc.IN_USE_FLAG,
  GROUP: doc.GROUP,
  GROUP_NAME: doc.GROUP_NAME,
  UNITS: doc.UNITS,
  MIN_LIMIT: doc.MIN_LIMIT,
  MAX_LIMIT: doc.MAX_LIMIT,
});

export const toConstantDto = (doc: ConstantDoc): ConstantDto => ({
  ...definition(doc),
  SITE: doc.SITE,
  CONSTANT_VALUE: doc.CONSTANT_VALUE,
  EFFECTIVE_FROM: doc.EFFECTIVE_FROM,
  LAST_UPDATED_DTS: doc.LAST_UPDATED_DTS,
  LAST_UPDATED_BY: doc.LAST_UPDATED_BY,
  HISTORY: doc.CHANGES.map(({ position: _p, ...change }) => change).reverse(),
});

/** Head office's rows: one per code, a column per site (null where the site has no such constant). */
export const toGlobalRows = (docs: readonly ConstantDoc[]): GlobalConstantDto[] => {
  const byCode = new Map<string, ConstantDoc[]>();
  for (const doc of docs) byCode.set(doc.CODE, [...(byCode.get(doc.CODE) ?? []), doc]);
  return [...byCode.values()].map((sites) => {
    const first = sites[0] as ConstantDoc;
    const value = (site: string) => sites.find((d) => d.SITE === site)?.CONSTANT_VALUE ?? null;
    const [BU, CA, NE, WI] = CONSTANT_SITES.map(value) as [number | null, number | null, number | null, number | null];
    return { ...definition(first), BU, CA, NE, WI };
  });
};
