import { usernameBase, usernameCandidate } from './username.ts';

describe('username rule', () => {
  it.each([
    ['Jo', 'Smith', 'jsmith'],
    ['siân', "O'Brien-Smith", 'sobriensmith'],
    ['Émile', 'Zoë Ångström', 'ezoeangstrom'],
    ['  Al ', ' De la Cruz ', 'adelacruz'],
    ['Li', 'Ng', 'lng'],
  ])('%s %s → %s', (first, last, expected) => {
    expect(usernameBase(first, last)).toBe(expected);
  });

  it('falls back to a usable name when the names have no letters or digits', () => {
    expect(usernameBase('--', '..')).toBe('user');
  });

  it('stays within 40 characters', () => {
    expect(usernameBase('Anne', 'x'.repeat(80))).toHaveLength(40);
  });

  it('numbers the candidates from 2', () => {
    expect([1, 2, 3].map((n) => usernameCandidate('jsmith', n))).toEqual(['jsmith', 'jsmith2', 'jsmith3']);
  });

  it("never hands out 'new', which /users/new means the form for a new user", () => {
    expect(usernameBase('N', 'Ew')).toBe('new');
    expect(usernameCandidate('new', 1)).toBe('new2');
  });
});
