import type { CreateParameterBody, CreateParameterLinkBody, DependencyBody, Site, UpdateParameterBody, WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 2 §7 Parameters writes (reads go through useRouteQuery). */
export const createParameter = (body: CreateParameterBody): Promise<WriteResult> => call('createParameter', { body });

export const updateParameter = (code: string, body: UpdateParameterBody): Promise<WriteResult> =>
  call('updateParameter', { params: { code }, body });

/** POST /parameter-subscribe: alerts on every value entered (type 1), by push. */
export const subscribeTo = (site: Site, code: string): Promise<WriteResult> =>
  call('subscribe', { body: { code, site, type: 1, email: false, push: true } });

export const addDependency = (calculated: string, body: DependencyBody): Promise<WriteResult> =>
  call('addDependency', { params: { id: calculated }, body });

export const updateDependency = (id: number, body: DependencyBody): Promise<WriteResult> =>
  call('updateDependency', { params: { id }, body });

export const removeDependency = (id: number): Promise<WriteResult> => call('removeDependency', { params: { id } });

export const createLink = (body: CreateParameterLinkBody): Promise<WriteResult> => call('createParameterLink', { body });

export const removeLink = (id: number): Promise<WriteResult> => call('removeParameterLink', { params: { ref: id } });
