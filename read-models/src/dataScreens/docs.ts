import { READ_MODELS } from '@ftr/contracts';
import type { ScreenArea, ScreenMember, ScreenType, Site } from '@ftr/contracts';
import type { ProjectedDoc } from '../projection.ts';

export const DATA_SCREENS_COLLECTION = READ_MODELS.dataScreens;
export const SCREEN_FAVOURITES_COLLECTION = READ_MODELS.screenFavourites;
export const SCREEN_VIEWS_COLLECTION = READ_MODELS.screenViews;

/** A live screen (archived screens are removed), its members in order. _id is String(ID). */
export interface DataScreenDoc extends ProjectedDoc {
  ID: number;
  SITE: Site;
  DESCRIPTION: string;
  SCREEN_TYPE: ScreenType;
  ACCESS_LEVEL: number;
  AREA: ScreenArea;
  MEMBERS: ScreenMember[];
  /** '|CODE1|CODE2|': 'Find by Parameter' searches it. */
  MEMBER_CODES: string;
  LAST_UPDATED_DTS: string;
  LAST_UPDATED_BY: string;
}

/** A user's favourites (_id the username), in the order added. */
export interface FavouritesDoc extends ProjectedDoc {
  USERNAME: string;
  FAVOURITES: { ID: number; SITE: Site }[];
}

/** One opening of a screen (_id the view id). */
export interface ScreenViewDoc extends ProjectedDoc {
  USERNAME: string;
  SITE: Site;
  SCREEN_ID: number;
  DESCRIPTION: string;
  VIEWED_AT: string;
}

export const screenDocId = (id: number): string => String(id);
