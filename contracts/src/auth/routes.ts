import { defineRoute, WriteResult } from '../http/route.ts';
import { ChangeSiteParams, LoginBody, LoginResult, RegisterBody, TokenResult } from './schemas.ts';

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/auth',
    service: 'command',
    permission: 'public',
    writeAccess: 0,
    summary: 'Sign in to a site; answers a session token',
    body: LoginBody,
    response: LoginResult,
  }),
  logout: defineRoute({
    method: 'DELETE',
    path: '/auth',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 0,
    summary: 'End the current session',
    response: WriteResult,
  }),
  refreshSession: defineRoute({
    method: 'POST',
    path: '/auth/refresh',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 0,
    summary: 'Renew the token of the current session (sliding expiry; picks up changed names and rights)',
    response: TokenResult,
  }),
  changeSite: defineRoute({
    method: 'POST',
    path: '/auth/change-site/:siteCode',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 0,
    summary: 'Move the current session to another site the user has access to; answers a new token',
    params: ChangeSiteParams,
    response: TokenResult,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/auth/register',
    service: 'command',
    permission: 'public',
    writeAccess: 0,
    summary: 'Ask for an account (company email only): mails the administrators; creates no account',
    body: RegisterBody,
    response: WriteResult,
  }),
};
