import { z } from 'zod';
import { defineRoute } from '../http/route.ts';

/** A parameter category (PCAT_CODE) and how many of the site's parameters are in it. */
export const ParameterGroupDto = z.object({ CODE: z.string(), COUNT: z.number().int() });
export type ParameterGroupDto = z.infer<typeof ParameterGroupDto>;

export const parameterGroupRoutes = {
  listParameterGroups: defineRoute({
    method: 'GET',
    path: '/parameter-groups',
    service: 'query',
    permission: 'authenticated',
    summary: "The parameter categories (PCAT_CODE) the user's site uses, by code, with how many parameters each has",
    response: z.array(ParameterGroupDto),
  }),
};
