import type { SignedAction } from '@ftr/contracts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';

/**
 * Whether the site the user is signed in at requires an electronic signature for the action. The server
 * decides again on every write; this only says whether a form asks for the password and meaning.
 */
export const useSignatureRequired = (action: SignedAction): { required: boolean; loading: boolean } => {
  const { data, isLoading } = useRouteQuery('getSignatureSettings', {});
  return { required: data?.actions.includes(action) ?? false, loading: isLoading };
};
