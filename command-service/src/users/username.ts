/** How many numbered candidates to try before giving up (jsmith, jsmith2 … jsmith99). */
export const MAX_USERNAME_ATTEMPTS = 99;

const letters = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The username rule: first initial + last name, lower-cased, accents dropped, letters and digits only
 * ('Siân O'Brien-Smith' → 'sobriensmith'), at most 40 characters.
 */
export const usernameBase = (firstName: string, lastName: string): string => {
  const base = `${letters(firstName).slice(0, 1)}${letters(lastName)}`.slice(0, 40);
  return base.length >= 2 ? base : `user${base}`;
};

/** Words the user form's URL gives a meaning (/users/new): never a username on their own. */
const RESERVED = new Set(['new']);

/** The n-th candidate (1-based): the base, then base2, base3 … The first whose stream is empty wins. */
export const usernameCandidate = (base: string, attempt: number): string =>
  attempt === 1 && !RESERVED.has(base) ? base : `${base}${Math.max(attempt, 2)}`;
