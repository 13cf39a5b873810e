import type { DataScreenDto } from '@ftr/contracts';

/** The list's filters: a search text (name or id) and an access level (undefined: all). */
export interface ScreenFilters {
  search: string;
  accessLevel: number | undefined;
}
export const NO_FILTERS: ScreenFilters = { search: '', accessLevel: undefined };

/** Case-insensitive match of the search text in the name, or the exact id. */
export const matchesSearch = (screen: Pick<DataScreenDto, 'ID' | 'DESCRIPTION'>, search: string): boolean => {
  const text = search.trim().toLowerCase();
  return text === '' || screen.DESCRIPTION.toLowerCase().includes(text) || String(screen.ID) === text;
};

export const visibleScreens = <S extends Pick<DataScreenDto, 'ID' | 'DESCRIPTION' | 'ACCESS_LEVEL'>>(
  screens: readonly S[],
  filters: ScreenFilters,
): S[] =>
  screens.filter((s) => matchesSearch(s, filters.search) && (filters.accessLevel === undefined || s.ACCESS_LEVEL === filters.accessLevel));

/** The list without one screen (an optimistic archive), and the list to restore if it fails. */
export const withoutScreen = <S extends Pick<DataScreenDto, 'ID'>>(screens: readonly S[], id: number): S[] =>
  screens.filter((s) => s.ID !== id);
