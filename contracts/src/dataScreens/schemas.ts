import { z } from 'zod';
import { IsoDate } from '../operations/schemas.ts';
import { Site } from '../sites.ts';
import { DataAccessLevel } from '../users/schemas.ts';
import { WriteResult } from '../http/route.ts';
import { plainText } from '../shared/plainText.ts';

/** SCREEN_TYPE (spec 1 §3): DLY daily, HLY hourly. Fixed once the screen exists. */
export const SCREEN_TYPES = ['DLY', 'HLY'] as const;
export const ScreenType = z.enum(SCREEN_TYPES, { error: 'Type is required (DLY or HLY)' });
export type ScreenType = z.infer<typeof ScreenType>;
export const SCREEN_TYPE_NAMES: Record<ScreenType, string> = { DLY: 'Daily', HLY: 'Hourly' };

/** AREA (spec 1 §3): A data entry, V live data. */
export const SCREEN_AREAS = ['A', 'V'] as const;
export const ScreenArea = z.enum(SCREEN_AREAS, { error: 'Area must be A or V' });
export type ScreenArea = z.infer<typeof ScreenArea>;
export const SCREEN_AREA_NAMES: Record<ScreenArea, string> = { A: 'Data Entry', V: 'Live Data' };

/** Spec 1 §5 and §9: name at most 40 characters; access level 1 to 4; 14 screens per page. */
export const SCREEN_NAME_MAX = 40;
export const SCREEN_ACCESS_MIN = 1;
export const SCREEN_ACCESS_MAX = 4;
export const MANAGE_SCREENS_PAGE_SIZE = 14;
/** GET /data-screen-log covers at most this many days. */
export const SCREEN_LOG_MAX_DAYS = 31;

export const ScreenName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(SCREEN_NAME_MAX, `Name must be at most ${SCREEN_NAME_MAX} characters`)
  .refine(...plainText('Name'));

export const ScreenAccessLevel = z
  .number({ error: 'Access Level is required' })
  .int('Access Level must be a whole number')
  .min(SCREEN_ACCESS_MIN, 'Access Level must be 1 to 4')
  .max(SCREEN_ACCESS_MAX, 'Access Level must be 1 to 4');

/** A screen id: a positive whole number, unique across every site (it names the screen in URLs). */
export const ScreenIdNumber = z.number().int().positive();
const ScreenIdText = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'Invalid screen id')
  .transform(Number);

/** A member id: `<screen id>-<member number>`, so a member route finds its screen's stream. */
export const MemberId = z.string().regex(/^[1-9]\d{0,8}-[1-9]\d{0,5}$/, 'Invalid member id');
export const memberIdOf = (screenId: number, memberNo: number): string => `${screenId}-${memberNo}`;
export const screenIdOfMember = (memberId: string): number => Number(memberId.split('-')[0]);

/** A parameter code as typed into the add box, upper-cased (the parameters feature's code rule). */
export const MemberCode = z
  .string({ error: 'Code must be entered' })
  .trim()
  .toUpperCase()
  .min(1, 'Code must be entered')
  .max(40, 'Code must be at most 40 characters')
  .regex(/^[A-Z0-9][A-Z0-9_.-]*$/, 'invalid Code');

/** POST /data-screen */
export const CreateDataScreenBody = z.object({
  DESCRIPTION: ScreenName,
  SCREEN_TYPE: ScreenType,
  ACCESS_LEVEL: ScreenAccessLevel,
  AREA: ScreenArea,
});
export type CreateDataScreenBody = z.infer<typeof CreateDataScreenBody>;

/** PUT /data-screen/:id. SCREEN_TYPE may be sent back but must not differ from the screen's. */
export const UpdateDataScreenBody = z.object({
  DESCRIPTION: ScreenName,
  ACCESS_LEVEL: ScreenAccessLevel,
  AREA: ScreenArea,
  SCREEN_TYPE: ScreenType.optional(),
});
export type UpdateDataScreenBody = z.infer<typeof UpdateDataScreenBody>;

export const ScreenIdParams = z.object({ id: ScreenIdText });
export const ScreenIdRefParams = z.object({ screenId: ScreenIdText });
/**
 * POST /data-screen-member/:id/:value and PATCH /data-screen-member/:id/:value share one path template, so
 * their path parameters share names (OpenAPI: no identical paths under other names). Each maps them to the
 * names its handler reads, then checks them under those names (so messages name the field as before).
 */
const memberPathParams = <T extends z.ZodType>(first: string, second: string, named: (id: string, value: string) => unknown, checked: T) =>
  z
    .object({ id: z.string().describe(first), value: z.string().describe(second) })
    .transform(({ id, value }) => named(id, value))
    .pipe(checked);
export const AddMemberParams = memberPathParams(
  'The screen ID',
  "The parameter's code",
  (id, value) => ({ screenId: id, code: value }),
  z.object({ screenId: ScreenIdText, code: MemberCode }),
);
export const MemberIdParams = z.object({ id: MemberId });
export const SeparatorParams = memberPathParams(
  'The member ID',
  'Show a separator before the member: true or false',
  (id, value) => ({ id, separator: value }),
  z.object({
    id: MemberId,
    separator: z.enum(['true', 'false'], { error: 'Separator must be true or false' }).transform((v) => v === 'true'),
  }),
);
export const SwapMembersParams = z.object({ id: MemberId, otherId: MemberId });
export const MoveMemberParams = z.object({
  id: MemberId,
  sequence: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'Sequence must be a positive whole number')
    .transform(Number),
});
export const ParameterCodeParams = z.object({ parameterCode: MemberCode });

/** GET /data-screens: the site's screens, optionally of one area or type; `site` is for the central office. */
export const ListDataScreensQuery = z.object({
  AREA: ScreenArea.optional(),
  SCREEN_TYPE: ScreenType.optional(),
  site: Site.optional(),
});

/** GET /data-screen-log/:site/:userId/:from/:to */
export const ScreenLogParams = z.object({ site: Site, userId: z.string().trim().toLowerCase().min(1).max(60), from: IsoDate, to: IsoDate });

/** A data screen (spec 1 §3). DATA_ACCESS_LEVEL is the description of ACCESS_LEVEL. */
export const DataScreenDto = z.object({
  ID: ScreenIdNumber,
  SITE: Site,
  DESCRIPTION: z.string(),
  SCREEN_TYPE: ScreenType,
  ACCESS_LEVEL: z.number().int(),
  DATA_ACCESS_LEVEL: z.string(),
  AREA: ScreenArea,
  MEMBER_COUNT: z.number().int().nonnegative(),
  LAST_UPDATED_DTS: z.string(),
  LAST_UPDATED_BY: z.string(),
  /**
   * Beyond the spec (optional): set on GET /data-screens/:id when the signed-in user may not write through
   * this screen (their WRITE_ACCESS is below its ACCESS_LEVEL); the one-line reason the grid shows read-only.
   */
  READ_ONLY: z.string().optional(),
});
export type DataScreenDto = z.infer<typeof DataScreenDto>;

/** A member joined with its parameter (spec 1 §3 Screen member): the column of a grid or wallboard. */
export const ScreenColumnDto = z.object({
  ID: z.string(),
  CODE: z.string(),
  SEQUENCE: z.number().int(),
  HEADING1: z.string(),
  HEADING2: z.string(),
  HEADING3: z.string(),
  PRECISION: z.number().int().nullable(),
  UPPER_CHECK: z.number().nullable(),
  LOWER_CHECK: z.number().nullable(),
  UPPER_ABSOLUTE: z.number().nullable(),
  LOWER_ABSOLUTE: z.number().nullable(),
  SEPERATOR: z.boolean(),
  TYPE_ID: z.string().nullable(),
  PROCESS_TAG: z.string().nullable(),
  AUDIT_FLAG: z.boolean(),
  /** Beyond the spec: the parameter's UNITS, shown beside its values; null when it has none (or an older server). */
  UNITS: z.string().nullable().default(null),
});
export type ScreenColumnDto = z.infer<typeof ScreenColumnDto>;

/** A favourite screen (spec 1 §3, spec 3 §3): ID, DESCRIPTION, and the screen's site. */
export const FavouriteDto = z.object({ ID: ScreenIdNumber, DESCRIPTION: z.string(), SITE: Site });
export type FavouriteDto = z.infer<typeof FavouriteDto>;

/** One screen's views in the access log: the instants (ISO, UTC) it was opened. */
export const ScreenLogEntryDto = z.object({ ID: ScreenIdNumber, DESCRIPTION: z.string(), DATES: z.array(z.string()) });
export type ScreenLogEntryDto = z.infer<typeof ScreenLogEntryDto>;

/** The access level list of the screen form: levels 1 to 4 of GET /data-access. */
export const ScreenAccessLevelDto = DataAccessLevel;

/** Writes that create something answer its id. */
export const ScreenWriteResult = WriteResult.extend({ ID: ScreenIdNumber });
export type ScreenWriteResult = z.infer<typeof ScreenWriteResult>;
export const MemberWriteResult = WriteResult.extend({ ID: MemberId });
export type MemberWriteResult = z.infer<typeof MemberWriteResult>;

/** Spreadsheet answers (the Export buttons): raw bytes, not JSON (see infra/src/http/routes.ts). */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const XlsxFile = z.custom<Uint8Array>((v) => v instanceof Uint8Array).meta({ contentType: XLSX_CONTENT_TYPE });
