import { errorStatuses, type ErrorRouteFacts } from './errors.ts';

const route = (facts: Partial<ErrorRouteFacts>): ErrorRouteFacts => ({
  method: 'GET',
  permission: 'authenticated',
  hasInput: false,
  hasPathParams: false,
  rateLimited: false,
  ...facts,
});

describe('error statuses a route documents', () => {
  it('signed-in routes: 401 and 403; input: 400; path parameters: 404; writes: 409', () => {
    expect(errorStatuses(route({}))).toEqual([401, 403]);
    expect(errorStatuses(route({ permission: 'USERS', hasInput: true, hasPathParams: true }))).toEqual([400, 401, 403, 404]);
    expect(errorStatuses(route({ method: 'POST', hasInput: true }))).toEqual([400, 401, 403, 409]);
  });

  it('public routes: no 401/403 (but sign-in answers 401), no 409; rate-limited ones 429', () => {
    expect(errorStatuses(route({ method: 'POST', permission: 'public', hasInput: true, rateLimited: true }))).toEqual([400, 429]);
    expect(
      errorStatuses(route({ method: 'POST', permission: 'public', hasInput: true, rateLimited: true, checksCredentials: true })),
    ).toEqual([400, 401, 429]);
  });
});
