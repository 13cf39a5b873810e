import { ERRORS, mayReadDataView, type TokenClaims } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';

/**
 * The parameter data view's reads (latest date, audit trail) are open to whoever reads the site's data
 * screens, edits its historic data or its parameters (DATA_VIEW_FLAGS): the route says 'authenticated'
 * because a route declares one flag, and this check is the rest of its permission.
 */
export const requireDataViewer = (user: TokenClaims): void => {
  if (!mayReadDataView(user.flags)) throw new AppError('forbidden', ERRORS.forbidden);
};
