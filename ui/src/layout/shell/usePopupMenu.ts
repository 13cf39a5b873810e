import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';
import { nextIndex } from './menuKeys.ts';

interface PopupMenu {
  open: boolean;
  setOpen: (open: boolean) => void;
  button: RefObject<HTMLElement | null>;
  menu: RefObject<HTMLElement | null>;
}

const itemsOf = (menu: HTMLElement | null): HTMLElement[] =>
  menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')] : [];

/**
 * The ARIA menu button pattern for a menu drawn without antd: opening focuses the first item; the arrow keys,
 * Home and End move between items; Escape and Tab close it (Escape gives focus back to the button); a press
 * outside it closes it. Returns the menu's keydown handler.
 */
export const usePopupMenu = ({ open, setOpen, button, menu }: PopupMenu): ((event: KeyboardEvent) => void) => {
  useEffect(() => {
    if (!open) return undefined;
    itemsOf(menu.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen, button, menu]);

  return useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
        return;
      }
      if (event.key === 'Tab') {
        setOpen(false);
        return;
      }
      const items = itemsOf(menu.current);
      const next = nextIndex(event.key, items.indexOf(document.activeElement as HTMLElement), items.length);
      if (next === null) return;
      event.preventDefault();
      items[next]?.focus();
    },
    [setOpen, button, menu],
  );
};
