import { z } from 'zod';
import { ParameterCode, ParameterType } from '../parameters/fields.ts';
import { ChangeReason } from '../parameters/history.ts';
import { Site } from '../sites.ts';

export const LINK_LABEL_MAX = 60;

const LinkLabel = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(LINK_LABEL_MAX, `${name} must be at most ${LINK_LABEL_MAX} characters`);

/**
 * POST /parameter-links/ (spec 2 §3 Parameter link create payload): two codes of the user's site, each
 * with the label the other one's page shows its link under. Codes are upper-cased.
 */
export const CreateParameterLinkBody = z.object({
  firstCode: ParameterCode,
  firstLabel: LinkLabel('First label'),
  secondCode: ParameterCode,
  secondLabel: LinkLabel('Second label'),
  /** Why the link is made (master-data history, optional). */
  reason: ChangeReason,
});
/** DELETE /parameter-links/:ref?reason=… (optional). */
export const RemoveParameterLinkQuery = z.object({ reason: ChangeReason });
export type CreateParameterLinkBody = z.infer<typeof CreateParameterLinkBody>;
export const PARAMETER_LINK_FIELDS = ['firstCode', 'firstLabel', 'secondCode', 'secondLabel'] as const;

export const ParameterLinkId = z.coerce
  .number({ error: 'Link id must be a number' })
  .int('Link id must be a whole number')
  .positive('Link id must be positive');
// GET /parameter-links/{code} and DELETE /parameter-links/{id} (spec 2 §7) are one path to OpenAPI, which
// allows one name for its parameter: `ref`, a parameter code for GET and a link id for DELETE.
export const ParameterLinkIdParams = z.object({ ref: ParameterLinkId.describe('DELETE: the link ID') });
export const ParameterLinkCodeParams = z.object({ ref: ParameterCode.describe('GET: the parameter code') });

/** GET /parameter-links/period/{code}?site=: `site` optional, the session's site when absent. */
export const PeriodLinksParams = z.object({ code: ParameterCode });
export const PeriodLinksQuery = z.object({ site: z.string().trim().toUpperCase().pipe(Site).optional() });

/** A code's period: its last letter (H hourly, D daily, W weekly, …), the rule the data view's period options follow. */
export const periodLetterOf = (code: string): string => code.trim().toUpperCase().slice(-1);

/**
 * One link as one of its codes sees it (spec 2 §3 Parameter link): the other code, the label given to
 * it, and its type (PTYP_CODE; null if that parameter no longer exists at the site).
 */
export const ParameterLinkDto = z.object({
  ID: z.number().int(),
  LINKED_CODE: z.string(),
  LABEL: z.string(),
  TYPE: ParameterType.nullable(),
});
export type ParameterLinkDto = z.infer<typeof ParameterLinkDto>;
