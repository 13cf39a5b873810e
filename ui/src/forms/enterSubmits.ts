import type { KeyboardEvent } from 'react';

/**
 * Enter submits a form from any of its fields: browsers submit from text inputs and checkboxes on their
 * own, antd's select opens its list instead. So Enter on a closed select that has a value submits (an
 * open list takes Enter to pick an option; an empty select opens its list, there being nothing to submit
 * yet). Use as the form's onKeyDownCapture.
 */
export const enterSubmits =
  (submit: () => void, selectHasValue: () => boolean) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    const closedSelect = target.getAttribute('role') === 'combobox' && target.getAttribute('aria-expanded') !== 'true';
    if (!closedSelect || !selectHasValue()) return;
    event.preventDefault();
    event.stopPropagation();
    submit();
  };
