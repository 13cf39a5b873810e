import { refusalIn, refusalOf, refusalText } from './refusal.ts';

describe('why a page was refused', () => {
  it('names the page and the permission it needs, or any of several', () => {
    expect(refusalText(refusalOf('/operations', 'OPERATIONS'))).toBe('You cannot open /operations: it needs the Operations permission.');
    expect(refusalText(refusalOf('/parameter/BA/X', ['VIEW_DATA_SCREENS', 'HISTORIC_DATA', 'PARAMETERS']))).toBe(
      'You cannot open /parameter/BA/X: it needs the View Data Screens, Edit Historic Data or Edit Parameters permission.',
    );
  });

  it('reads a refusal from router state and ignores anything else', () => {
    expect(refusalIn({ refused: { path: '/users', needs: ['USERS'] } })).toEqual({ path: '/users', needs: ['USERS'] });
    expect(refusalIn(null)).toBeNull();
    expect(refusalIn({ from: '/x' })).toBeNull();
    expect(refusalIn({ refused: { path: 3 } })).toBeNull();
  });
});
