import type { FavouriteDto, WriteResult } from '@ftr/contracts';
import { call } from '../../../api/client.ts';

/** The read model of each user's favourites (its live changes go to that user only). */
export const FAVOURITES_COLLECTION = 'data_screen_favourites';

/** Spec 3 §7 data-screen-favourites calls. */
export const listFavourites = (): Promise<FavouriteDto[]> => call('listFavourites');
export const removeFavourite = (id: number): Promise<WriteResult> => call('removeFavourite', { params: { id: String(id) } });
