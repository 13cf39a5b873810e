// The product weighbridge searches in the spec's shape (its Product weighbridge reading): the same
// readings as the process tags', each a ticket named by its product, the day it counts to and its weight.
import { instantToFactory, type Site, type WeighbridgeProductDto, type WeighbridgeReadingDto } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import { distinctTags, searchTag, taggedParameter } from './readings.ts';

/** The factory date an instant counts to: the factory day D ends at 07:00 on D (docs/processTags.md). */
const dayEnding = (instant: string): string => instantToFactory(new Date(instant)).date;

/** The product a parameter weighs: its heading 1, the item the code was composed from (e.g. 'Molasses'). */
const productName = (parameter: ParameterDoc | null): string | null => parameter?.HEADING1 ?? null;

/** The site's weighbridge product codes, by code. */
export const weighbridgeProducts = async (readStore: ReadStore, site: Site): Promise<WeighbridgeProductDto[]> => {
  const tags = await distinctTags(readStore, site, 'IWB');
  const parameters = await Promise.all(tags.map((tag) => taggedParameter(readStore, site, 'IWB', tag.TAGNAME)));
  return tags.map((tag, i) => {
    const parameter = parameters[i] ?? null;
    return {
      PRODUCT_CODE: tag.TAGNAME,
      PRODUCT_NAME: productName(parameter),
      CODE: parameter?.CODE ?? null,
      DAY_ENDING: dayEnding(tag.LAST_TIMESTAMP),
      SITE: site,
      READINGS: tag.READINGS,
      LAST_TIMESTAMP: tag.LAST_TIMESTAMP,
    };
  });
};

/** A product code's newest tickets, newest first (at most as many as a tag search answers). */
export const weighbridgeTickets = async (readStore: ReadStore, site: Site, product: string): Promise<WeighbridgeReadingDto[]> => {
  const parameter = await taggedParameter(readStore, site, 'IWB', product);
  const readings = await searchTag(readStore, site, 'IWB', product, parameter?.CODE ?? null);
  return readings.map((r) => ({
    PRODUCT_CODE: r.TAGNAME,
    PRODUCT_NAME: productName(parameter),
    CODE: r.CODE,
    DAY_ENDING: dayEnding(r.TIMESTAMP),
    NET_WEIGHT: r.VALUE,
    SITE: site,
    LOADED: r.LOADED,
    TIMESTAMP: r.TIMESTAMP,
  }));
};
