/** What antd's `validateFields` rejects with (the part read here). */
interface ValidateError {
  outOfDate?: boolean;
}

const isOutOfDate = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as ValidateError).outOfDate === true;

/**
 * Whether every field is valid, by the form's own rules. antd rejects a `validateFields` call as "out of
 * date" once any later validation started (also a field's own, on change), whatever the values: such an
 * answer says nothing, so it asks again until it gets a current one. Null when the caller stopped caring.
 */
export const formValidity = async (validate: () => Promise<unknown>, isCurrent: () => boolean): Promise<boolean | null> => {
  for (;;) {
    if (!isCurrent()) return null;
    try {
      await validate();
      return isCurrent() ? true : null;
    } catch (error) {
      if (!isOutOfDate(error)) return isCurrent() ? false : null;
    }
  }
};
