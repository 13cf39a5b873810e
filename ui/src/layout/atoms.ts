import { atom } from 'jotai';

/** Whether the sidebar is collapsed; toggled from the top bar. */
export const sidebarCollapsedAtom = atom(false);
