import {
  CreateUserBody,
  FLAGS,
  flagRow,
  flagsOf,
  sitesOf,
  SITE_ACCESS_KEYS,
  siteAccessRow,
  UpdateUserBody,
  type Flag,
  type Rights,
  type Site,
  type SiteAccessKey,
  type UserDto,
} from '@ftr/contracts';

/** What the user form edits (spec 3 §5): details, access levels, site flags and permission flags. */
export type UserFormValues = {
  FIRST_NAME: string;
  LAST_NAME: string;
  EMAIL: string;
  PHONE: string;
  READ_ACCESS: number;
  WRITE_ACCESS: number;
} & Record<SiteAccessKey, boolean> &
  Record<Flag, boolean>;

export type FormMode = 'create' | 'update';

const pick = <K extends string>(row: Record<K, boolean>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Record<K, boolean>;

/** A new user: empty details, the lowest access levels, no permission, and the creator's current site ticked. */
export const newUserValues = (site: Site): UserFormValues => ({
  FIRST_NAME: '',
  LAST_NAME: '',
  EMAIL: '',
  PHONE: '',
  READ_ACCESS: 0,
  WRITE_ACCESS: 0,
  ...siteAccessRow([site]),
  ...flagRow([]),
});

export const valuesOf = (user: UserDto): UserFormValues => ({
  FIRST_NAME: user.FIRST_NAME,
  LAST_NAME: user.LAST_NAME,
  EMAIL: user.EMAIL,
  PHONE: user.PHONE,
  READ_ACCESS: user.READ_ACCESS,
  WRITE_ACCESS: user.WRITE_ACCESS,
  ...pick(user, SITE_ACCESS_KEYS),
  ...pick(user, FLAGS),
});

/** POST /user: only names, email, phone, access levels and site flags (spec 3 §5); a new user has no permission. */
export const createBody = (values: UserFormValues): CreateUserBody => ({
  FIRST_NAME: values.FIRST_NAME,
  LAST_NAME: values.LAST_NAME,
  EMAIL: values.EMAIL,
  PHONE: values.PHONE,
  READ_ACCESS: values.READ_ACCESS,
  WRITE_ACCESS: values.WRITE_ACCESS,
  ...pick(values, SITE_ACCESS_KEYS),
});

/** PUT /user/:id: the full user, every flag included. */
export const updateBody = (username: string, values: UserFormValues): UpdateUserBody => ({
  ...createBody(values),
  ...pick(values, FLAGS),
  USERNAME: username,
});

/** The rights the form's values would give the user. */
export const rightsOfValues = (values: UserFormValues): Rights => ({
  sites: sitesOf(values),
  flags: flagsOf(values),
  readAccess: values.READ_ACCESS,
  writeAccess: values.WRITE_ACCESS,
});

export interface FormCheck {
  /** Create or Update is enabled only when every rule holds (spec 3 §5). */
  valid: boolean;
  /** The message of the rule over the site boxes together ('Tick at least one site'), when it fails. */
  siteMessage: string | null;
}

/** Checks the whole form with the contract's own body schema, as the server will. */
export const checkForm = (mode: FormMode, values: UserFormValues): FormCheck => {
  const result =
    mode === 'create'
      ? CreateUserBody.safeParse(createBody(values))
      : UpdateUserBody.safeParse({ ...createBody(values), ...pick(values, FLAGS) });
  if (result.success) return { valid: true, siteMessage: null };
  return { valid: false, siteMessage: result.error.issues.find((issue) => issue.path.length === 0)?.message ?? null };
};
