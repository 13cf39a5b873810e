import { z } from 'zod';
import { ScreenType } from '../dataScreens/schemas.ts';
import { defineRoute } from '../http/route.ts';
import { Site } from '../sites.ts';
import { ParameterParams } from './schemas.ts';

/** One data-entry screen that shows a parameter (spec 2 §2: each links to /dataentry/manage/{id}). */
export const ParameterDataScreenDto = z.object({ ID: z.number().int(), DESCRIPTION: z.string(), SCREEN_TYPE: ScreenType, SITE: Site });
export type ParameterDataScreenDto = z.infer<typeof ParameterDataScreenDto>;

export const parameterDataScreenRoutes = {
  listParameterDataScreens: defineRoute({
    method: 'GET',
    path: '/parameter/:code/data-screens',
    service: 'query',
    permission: 'authenticated',
    summary: "The data-entry screens of the user's site that show the parameter, by description",
    params: ParameterParams,
    response: z.array(ParameterDataScreenDto),
  }),
};
