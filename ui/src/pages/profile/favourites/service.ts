import type { WriteResult } from '@ftr/contracts';
import { call } from '../../../api/client.ts';

/** Spec 3 §7 data-screen-favourites calls. */
export const removeFavourite = (id: number): Promise<WriteResult> => call('removeFavourite', { params: { screenId: String(id) } });
