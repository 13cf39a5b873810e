import { z } from 'zod';
import { IsoDate } from '../operations/schemas.ts';
import { ParameterCode } from '../parameters/fields.ts';
import { Site } from '../sites.ts';
import { AsOfQuery } from '../timeTravel/schemas.ts';

/** The site columns of head office's global table (spec 2 §3 Constant, §6). */
export const CONSTANT_SITES = ['BU', 'CA', 'NE', 'WI'] as const satisfies readonly Site[];
export type ConstantSite = (typeof CONSTANT_SITES)[number];

/** Constants pages in the UI (spec 2 §9). */
export const CONSTANT_PAGE_SIZE = 12;

/** The group of a constant is its parameter's PCAT_CODE; these are the names the screens show. */
export const CONSTANT_GROUP_NAMES: Readonly<Record<string, string>> = {
  CONST: 'General',
  CAP: 'Capacities',
  EFF: 'Efficiencies',
  AREA: 'Heating surfaces',
};
export const constantGroupName = (code: string | null): string => (code === null ? '' : (CONSTANT_GROUP_NAMES[code] ?? code));

export const ConstantValue = z.number({ error: 'Value must be a number' });
const Reason = z.string({ error: 'Reason must be text' }).trim().max(500, 'Reason must be at most 500 characters').nullable().optional();
/** From which factory date the new value is in force (default: today; never in the future). */
const EffectiveFrom = IsoDate.optional();

/** PATCH /constants/:code: the user's site's value. */
export const ConstantValueBody = z.object({ Value: ConstantValue, EffectiveFrom, Reason });
export type ConstantValueBody = z.infer<typeof ConstantValueBody>;

/** PATCH /constants/global/:code (head office): the sites' values; an absent site keeps its value. */
export const GlobalConstantBody = z
  .object({
    BU: ConstantValue.optional(),
    CA: ConstantValue.optional(),
    NE: ConstantValue.optional(),
    WI: ConstantValue.optional(),
    EffectiveFrom,
    Reason,
  })
  .refine((body) => CONSTANT_SITES.some((site) => body[site] !== undefined), { error: 'Give a value for at least one site' });
export type GlobalConstantBody = z.infer<typeof GlobalConstantBody>;

export const ConstantCodeParams = z.object({ code: ParameterCode });

/** GET /constants and /constants/global: group (PCAT_CODE), search (code or heading), as of an instant. */
export const ConstantsQuery = AsOfQuery.extend({
  group: z.string().trim().toUpperCase().max(10, 'Group must be at most 10 characters').optional(),
  search: z.string().trim().max(60, 'Search must be at most 60 characters').optional(),
});
export type ConstantsQuery = z.infer<typeof ConstantsQuery>;

/** One change of a constant's value at a site, as the history lists it. */
export const ConstantChangeDto = z.object({
  VALUE: z.number(),
  PREVIOUS: z.number().nullable(),
  EFFECTIVE_FROM: IsoDate,
  REASON: z.string().nullable(),
  CHANGED_AT: z.string(),
  CHANGED_BY: z.string(),
});
export type ConstantChangeDto = z.infer<typeof ConstantChangeDto>;

const ConstantDefinition = z.object({
  CODE: z.string(),
  HEADING1: z.string(),
  IN_USE_FLAG: z.boolean(),
  GROUP: z.string().nullable(),
  GROUP_NAME: z.string(),
  UNITS: z.string().nullable(),
  /** The CON parameter's lower and upper absolute limits (null: no bound). */
  MIN_LIMIT: z.number().nullable(),
  MAX_LIMIT: z.number().nullable(),
});

/** GET /constants: one value per constant of the user's site. */
export const ConstantDto = ConstantDefinition.extend({
  SITE: Site,
  CONSTANT_VALUE: z.number().nullable(),
  /** From when the value is in force (null: since the parameter was set up). */
  EFFECTIVE_FROM: IsoDate.nullable(),
  LAST_UPDATED_DTS: z.string(),
  LAST_UPDATED_BY: z.string(),
  HISTORY: z.array(ConstantChangeDto),
});
export type ConstantDto = z.infer<typeof ConstantDto>;

/** GET /constants/global: head office's table, one value per site column (null: not set up there). */
export const GlobalConstantDto = ConstantDefinition.extend({
  BU: z.number().nullable(),
  CA: z.number().nullable(),
  NE: z.number().nullable(),
  WI: z.number().nullable(),
});
export type GlobalConstantDto = z.infer<typeof GlobalConstantDto>;

export const ConstantGroupDto = z.object({ CODE: z.string(), NAME: z.string() });
export const ConstantsPage = z.object({ constants: z.array(ConstantDto), groups: z.array(ConstantGroupDto) });
export type ConstantsPage = z.infer<typeof ConstantsPage>;
export const GlobalConstantsPage = z.object({ constants: z.array(GlobalConstantDto), groups: z.array(ConstantGroupDto) });
export type GlobalConstantsPage = z.infer<typeof GlobalConstantsPage>;
