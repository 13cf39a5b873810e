import { ApiError } from '../../api/ApiError.ts';
import { pathAfterSiteChange, siteChangeFailure } from './rules.ts';

describe('site change failure message (spec 3 §8)', () => {
  it('shows the response message of a JSON body', () => {
    const error = new ApiError(500, 'x', { statusText: 'Internal Server Error', body: '{"message":"Site is closed"}' });
    expect(siteChangeFailure(error)).toBe('Site is closed');
  });

  it("shows the server's plain-text message of a 4xx answer", () => {
    const error = new ApiError(403, 'You do not have access to this site', {
      statusText: 'Forbidden',
      body: 'You do not have access to this site',
    });
    expect(siteChangeFailure(error)).toBe('You do not have access to this site');
  });

  it("else the status text, ': ' and the body", () => {
    const error = new ApiError(502, 'Bad Gateway', { statusText: 'Bad Gateway', body: 'upstream down' });
    expect(siteChangeFailure(error)).toBe('Bad Gateway: upstream down');
    expect(siteChangeFailure(new ApiError(500, 'x', { statusText: 'Internal Server Error', body: '' }))).toBe('Internal Server Error: ');
  });

  it('else the fixed message', () => {
    expect(siteChangeFailure(new ApiError(0, 'Network error'))).toBe('An unexpected error occurred.');
    expect(siteChangeFailure(new ApiError(500, 'HTTP 500'))).toBe('An unexpected error occurred.');
    expect(siteChangeFailure(new Error('boom'))).toBe('An unexpected error occurred.');
  });
});

describe('where a site change goes (spec 3 §4)', () => {
  it('sends data-entry sub-pages to /dataentry', () => {
    expect(pathAfterSiteChange('/dataentry/12/BC2026/HLY/2026-11-22/NOW')).toBe('/dataentry');
    expect(pathAfterSiteChange('/dataentry/manage')).toBe('/dataentry');
  });

  it('reloads anywhere else, /dataentry itself included', () => {
    expect(pathAfterSiteChange('/dataentry')).toBeNull();
    expect(pathAfterSiteChange('/dataentry/')).toBeNull();
    expect(pathAfterSiteChange('/operations')).toBeNull();
    expect(pathAfterSiteChange('/dataentryx')).toBeNull();
  });
});
