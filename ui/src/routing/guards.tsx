import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { claimsAtom } from '../session/atoms.ts';
import { refusalOf } from './refusal.ts';
import { accessFor, guardOutcome, type Access } from './routeTable.ts';

/** Where /login sends the user back to after signing in. */
export interface LoginState {
  from?: string;
}

/**
 * Spec 3 §2 route guard: anonymous users go to /login; users lacking the route's permission go to /, which says why.
 * The router passes the page's access from the one route table (routeTable.ts); without it, the table's
 * rule for the current path decides, and a path missing from the table needs a signed-in user.
 */
export const RequireAuth = ({ access: given, children }: { access?: Access; children: ReactNode }) => {
  const claims = useAtomValue(claimsAtom);
  const location = useLocation();
  const access = given ?? accessFor(location.pathname) ?? 'authenticated';
  switch (guardOutcome(access, claims)) {
    case 'login': {
      const state: LoginState = { from: location.pathname + location.search };
      return <Navigate to="/login" replace state={state} />;
    }
    case 'home':
      // Home says which page was refused and which permission it needs.
      return <Navigate to="/" replace state={{ refused: refusalOf(location.pathname, access) }} />;
    case 'not-found':
      return <Navigate to="/not-found" replace />;
    case 'allow':
      return children;
  }
};

const isLoginState = (state: unknown): state is LoginState =>
  typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string';

/**
 * /login: a signed-in user is redirected to / (spec 3 §2), or, right after signing in,
 * back to the page that sent them to /login.
 */
export const PublicOnly = ({ children }: { children: ReactNode }) => {
  const claims = useAtomValue(claimsAtom);
  const location = useLocation();
  if (!claims) return children;
  const state: unknown = location.state;
  const target = isLoginState(state) && state.from?.startsWith('/') ? state.from : '/';
  return <Navigate to={target} replace />;
};
