import type { Flag } from '@ftr/contracts';
import { FLAG_LABELS } from '../features/permissions/flagLabels.ts';
import type { Access } from './access.ts';

/** What the guard hands Home when it refuses a page: the address and what it needs, so Home can say why. */
export interface Refusal {
  path: string;
  needs: readonly Flag[];
}

export const refusalOf = (path: string, access: Access): Refusal => ({
  path,
  needs: access === 'authenticated' || access === 'public' ? [] : typeof access === 'string' ? [access] : access,
});

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  typeof value.path === 'string' &&
  'needs' in value &&
  Array.isArray(value.needs);

/** The refusal in a location's state (`{ refused }`), if any. */
export const refusalIn = (state: unknown): Refusal | null =>
  typeof state === 'object' && state !== null && 'refused' in state && isRefusal(state.refused) ? state.refused : null;

/** 'You cannot open /operations: it needs the Operations permission.' */
export const refusalText = ({ path, needs }: Refusal): string => {
  const names = needs.map((flag) => FLAG_LABELS[flag]);
  const need =
    names.length === 0
      ? ''
      : `: it needs the ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`} permission`;
  return `You cannot open ${path}${need}.`;
};
