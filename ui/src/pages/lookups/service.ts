import type { CreateLookupBody, EditableLookupName, UpdateLookupBody, WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 2 §7 Lookups calls (the list is read through useRouteQuery('listLookups')). */
export const createLookup = (name: EditableLookupName, body: CreateLookupBody): Promise<WriteResult> =>
  call('createLookup', { params: { name }, body });

export const updateLookup = (name: EditableLookupName, body: UpdateLookupBody): Promise<WriteResult> =>
  call('updateLookup', { params: { name }, body });

export const deleteLookup = (name: EditableLookupName, code: string): Promise<WriteResult> =>
  call('deleteLookup', { params: { name, code } });
