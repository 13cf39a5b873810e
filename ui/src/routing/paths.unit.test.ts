import { showsSidebar } from './paths.ts';

describe('sidebar visibility by path (spec 3 §2)', () => {
  it.each(['/login', '/privacy', '/app-help', '/app-help/live', '/register', '/reset', '/Reset', '/reset/abc'])(
    'is hidden on %s',
    (path) => {
      expect(showsSidebar(path)).toBe(false);
    },
  );

  it.each(['/', '/operations', '/help', '/help/functions', '/not-found', '/registered', '/users'])('is shown on %s', (path) => {
    expect(showsSidebar(path)).toBe(true);
  });
});
