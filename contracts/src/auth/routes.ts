import { defineRoute, WriteResult } from '../http/route.ts';
import { LoginBody, LoginResult } from './schemas.ts';

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/auth',
    service: 'command',
    permission: 'public',
    summary: 'Sign in to a site; answers a session token',
    body: LoginBody,
    response: LoginResult,
  }),
  logout: defineRoute({
    method: 'DELETE',
    path: '/auth',
    service: 'command',
    permission: 'authenticated',
    summary: 'End the current session',
    response: WriteResult,
  }),
};
