import type { UserDto } from '@ftr/contracts';

/** The profile tab's fields (spec 3 §2): names and email, as PUT /profile takes them. */
export interface ProfileForm {
  FIRST_NAME: string;
  LAST_NAME: string;
  EMAIL: string;
}

const KEYS = ['FIRST_NAME', 'LAST_NAME', 'EMAIL'] as const;

export const profileFormOf = (user: Pick<UserDto, (typeof KEYS)[number]>): ProfileForm => ({
  FIRST_NAME: user.FIRST_NAME,
  LAST_NAME: user.LAST_NAME,
  EMAIL: user.EMAIL,
});

const text = (value: string | undefined): string => (value ?? '').trim();

/** The body to send: trimmed, a cleared field sent empty (the server names what is missing). */
export const profileBody = (values: Partial<ProfileForm>): ProfileForm => ({
  FIRST_NAME: text(values.FIRST_NAME),
  LAST_NAME: text(values.LAST_NAME),
  EMAIL: text(values.EMAIL),
});

/** Whether the form still says what is saved (spaces around a value do not count as a change). */
export const profileUnchanged = (saved: ProfileForm, values: Partial<ProfileForm>): boolean => {
  const body = profileBody(values);
  return KEYS.every((key) => body[key] === saved[key]);
};
