import { z } from 'zod';
import { ChangeReason } from './history.ts';
import { Site } from '../sites.ts';
import { ParameterCode, ParameterType } from './fields.ts';

export const SEQUENCE_LIMIT = 999;

/**
 * SEQUENCE of a dependency (spec 2 §5 Dependency: a required number): a signed whole number whose
 * sign adds (+) or subtracts (-) the input in the add/subtract function and whose magnitude orders
 * the inputs. 0 would take no part in the calculation, so it is refused.
 */
export const DependencySequence = z
  .number({ error: 'Sequence is required and must be a number' })
  .int('Sequence must be a whole number')
  .min(-SEQUENCE_LIMIT, `Sequence must be from -${SEQUENCE_LIMIT} to ${SEQUENCE_LIMIT}`)
  .max(SEQUENCE_LIMIT, `Sequence must be from -${SEQUENCE_LIMIT} to ${SEQUENCE_LIMIT}`)
  .refine((n) => n !== 0, 'Sequence must not be 0: its sign says add or subtract');

/** DEPENDENT: the input parameter's code, upper-cased. */
export const DependentCode = ParameterCode;

/** POST /dependencies/:id (id = the calculated SIM parameter's code) and PUT /dependencies/:id. */
export const DependencyBody = z.object({ SEQUENCE: DependencySequence, DEPENDENT: DependentCode, REASON: ChangeReason });
/** DELETE /dependencies/:id?reason=… (optional). */
export const RemoveDependencyQuery = z.object({ reason: ChangeReason });
export type DependencyBody = z.infer<typeof DependencyBody>;

export const DependencyId = z.coerce
  .number({ error: 'Dependency id must be a number' })
  .int('Dependency id must be a whole number')
  .positive('Dependency id must be positive');
export const DependencyIdParams = z.object({ id: DependencyId.describe('The dependency ID') });
/** POST /dependencies/:id shares its path template with PUT and DELETE, so its parameter is `id` too (the SIM parameter's code). */
export const CalculatedParams = z
  .object({ id: z.string().describe("The calculated (SIM) parameter's code") })
  .transform(({ id }) => ({ code: id }))
  .pipe(z.object({ code: ParameterCode }));

/**
 * One dependency of a site: CALCULATED (the SIM parameter) takes DEPENDENT (an input) with SEQUENCE.
 * NAME and TYPE describe the dependent (its HEADING1 and PTYP_CODE; null if it no longer exists).
 */
export const DependencyDto = z.object({
  ID: z.number().int(),
  SITE: Site,
  CALCULATED: z.string(),
  DEPENDENT: z.string(),
  SEQUENCE: z.number().int(),
  NAME: z.string().nullable(),
  TYPE: ParameterType.nullable(),
});
export type DependencyDto = z.infer<typeof DependencyDto>;
