import { z } from 'zod';
import { WriteResult } from '../http/route.ts';
import { Site } from '../sites.ts';

/** ALERT_TYPE: the antd Alert type the home page shows it with (spec 3 §3 Alert: "used as a styling class"). */
export const ALERT_TYPES = ['info', 'success', 'warning', 'error'] as const;
export const AlertType = z.enum(ALERT_TYPES, { error: 'Type must be info, success, warning or error' });
export type AlertType = z.infer<typeof AlertType>;

export const ALERT_MESSAGE_MAX = 500;

/**
 * POST /alert. `site` names the site the alert is for; left out, it is the user's own site;
 * null means every site (a global alert, central office only).
 */
export const RaiseAlertBody = z.object({
  type: AlertType,
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(ALERT_MESSAGE_MAX, `Message must be at most ${ALERT_MESSAGE_MAX} characters`),
  site: Site.nullable().optional(),
});
export type RaiseAlertBody = z.infer<typeof RaiseAlertBody>;

export const AlertId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Invalid alert id');
export const AlertIdParams = z.object({ id: AlertId });

/** An active alert (spec 3 §3 Alert). SITE is null for an alert shown at every site. */
export const AlertDto = z.object({
  ALERT_ID: z.string(),
  ALERT_TYPE: AlertType,
  MESSAGE: z.string(),
  DATE_CREATED: z.string(),
  SITE: Site.nullable(),
});
export type AlertDto = z.infer<typeof AlertDto>;

/** POST /alert answers the new alert's id with the usual write result. */
export const RaiseAlertResult = WriteResult.extend({ id: z.string() });
export type RaiseAlertResult = z.infer<typeof RaiseAlertResult>;
