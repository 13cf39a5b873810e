import { z } from 'zod';
import { FLAGS, type Flag } from '../permissions.ts';
import { SITES, type Site } from '../sites.ts';
import { plainText } from '../shared/plainText.ts';

/**
 * Field rules of the user form, profile and password screens (spec 3 §5, §9), one schema per field so
 * the UI can check each field on change with the contract's own message (`contractRule(FirstName)`).
 */
export const FirstName = z
  .string({ error: 'First Name is required' })
  .trim()
  .min(2, 'First Name must be at least 2 characters')
  .max(50, 'First Name must be at most 50 characters')
  .refine(...plainText('First Name'));

export const LastName = z
  .string({ error: 'Last Name is required' })
  .trim()
  .min(2, 'Last Name must be at least 2 characters')
  .max(50, 'Last Name must be at most 50 characters')
  .refine(...plainText('Last Name'));

/** The HTML living standard's email rule: no top-level-domain check ('jo@plant' is valid). */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const isEmailAddress = (value: string): boolean => value.length <= 254 && EMAIL_PATTERN.test(value);
const EMAIL_MESSAGE = 'Email must be a valid email address';

/** A required email address (password reset request, registration). */
export const EmailAddress = z.string({ error: 'Email is required' }).trim().refine(isEmailAddress, EMAIL_MESSAGE);

/** EMAIL on a user: a valid address or empty. */
export const OptionalEmail = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .refine((v) => v === '' || isEmailAddress(v), EMAIL_MESSAGE)
  .default('');

/** PHONE: trimmed, must start with 7 to 11 digits or spaces; may be empty. */
export const PHONE_PATTERN = /^[0-9 ]{7,11}/;
export const Phone = z
  .string({ error: 'Phone must be text' })
  .trim()
  .max(30, 'Phone must be at most 30 characters')
  .refine((v) => v === '' || PHONE_PATTERN.test(v), 'Phone must start with 7 to 11 digits or spaces')
  .default('');

export const ACCESS_LEVEL_MIN = 0;
export const ACCESS_LEVEL_MAX = 5;
const accessLevel = (label: string) =>
  z
    .number({ error: `${label} must be a number from 0 to 5` })
    .int(`${label} must be a whole number`)
    .min(ACCESS_LEVEL_MIN, `${label} must be from 0 to 5`)
    .max(ACCESS_LEVEL_MAX, `${label} must be from 0 to 5`);
export const ReadAccess = accessLevel('Read Access');
export const WriteAccess = accessLevel('Write Access');

/** Site tick boxes: ACCESS_BA … ACCESS_CO. */
export type SiteAccessKey = `ACCESS_${Site}`;
export const siteAccessKey = (site: Site): SiteAccessKey => `ACCESS_${site}`;
export const SITE_ACCESS_KEYS: readonly SiteAccessKey[] = SITES.map(siteAccessKey);

const booleans = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, z.boolean({ error: `${key} must be true or false` })])) as {
    [P in K]: z.ZodBoolean;
  };
export const siteAccessShape = booleans(SITE_ACCESS_KEYS);
export const flagShape = booleans<Flag>(FLAGS);
/** Flags of an update: each may be left out (a client of the spec does not know the flags added after it). */
export const optionalFlagShape = Object.fromEntries(Object.entries(flagShape).map(([key, schema]) => [key, schema.optional()])) as {
  [P in Flag]: z.ZodOptional<z.ZodBoolean>;
};

/** The sites ticked in a form or DTO. */
export const sitesOf = (row: Record<SiteAccessKey, boolean>): Site[] => SITES.filter((s) => row[siteAccessKey(s)]);
export const flagsOf = (row: Record<Flag, boolean>): Flag[] => FLAGS.filter((f) => row[f]);
export const siteAccessRow = (sites: readonly Site[]): Record<SiteAccessKey, boolean> =>
  Object.fromEntries(SITES.map((s) => [siteAccessKey(s), sites.includes(s)])) as Record<SiteAccessKey, boolean>;
export const flagRow = (flags: readonly Flag[]): Record<Flag, boolean> =>
  Object.fromEntries(FLAGS.map((f) => [f, flags.includes(f)])) as Record<Flag, boolean>;
