/**
 * Which stored grabber the grabber page shows: kept in the address (`?grabber=12`, `&sharing=Shared&category=3`),
 * so a reload, a bookmark or a shared link reopens it, and remembered per user in localStorage, so the page opens
 * on the last grabber used instead of an empty picker.
 */
export type Sharing = 'Personal' | 'Shared';

export interface GrabberChoice {
  sharing: Sharing;
  /** Shared grabbers: a category (0: every category). */
  category: number;
  grabberId: number | null;
}

export const NO_CHOICE: GrabberChoice = { sharing: 'Personal', category: 0, grabberId: null };

const ID = /^[1-9]\d{0,8}$/;
const CATEGORY = /^(0|[1-9]\d{0,8})$/;

/** The choice an address names (a grabber id that is not one is no grabber); null when it names none at all. */
export const parseChoice = (search: URLSearchParams): GrabberChoice | null => {
  const grabber = search.get('grabber') ?? '';
  const sharing: Sharing = search.get('sharing') === 'Shared' ? 'Shared' : 'Personal';
  if (grabber === '' && sharing === 'Personal') return null;
  const category = sharing === 'Shared' && CATEGORY.test(search.get('category') ?? '') ? Number(search.get('category')) : 0;
  return { sharing, category, grabberId: ID.test(grabber) ? Number(grabber) : null };
};

/** The address's query for a choice (empty for no personal grabber). */
export const choiceSearch = (choice: GrabberChoice): Record<string, string> => ({
  ...(choice.grabberId === null ? {} : { grabber: String(choice.grabberId) }),
  ...(choice.sharing === 'Shared' ? { sharing: 'Shared', category: String(choice.category) } : {}),
});

const key = (username: string) => `ftr.grabber.last.${username}`;

/** The last grabber this user opened on this browser; null when none or the storage fails. */
export const rememberedChoice = (storage: Pick<Storage, 'getItem'> | undefined, username: string): GrabberChoice | null => {
  try {
    const choice = parseChoice(new URLSearchParams(storage?.getItem(key(username)) ?? ''));
    return choice?.grabberId ? choice : null;
  } catch {
    return null;
  }
};

export const rememberChoice = (storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, username: string, choice: GrabberChoice) => {
  try {
    if (choice.grabberId === null) storage?.removeItem(key(username));
    else storage?.setItem(key(username), new URLSearchParams(choiceSearch(choice)).toString());
  } catch {
    // private mode or full storage: not remembered
  }
};
