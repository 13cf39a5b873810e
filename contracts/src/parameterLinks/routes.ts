import { z } from 'zod';
import { defineRoute, WriteResult } from '../http/route.ts';
import {
  CreateParameterLinkBody,
  ParameterLinkCodeParams,
  ParameterLinkDto,
  ParameterLinkIdParams,
  PeriodLinksParams,
  PeriodLinksQuery,
  RemoveParameterLinkQuery,
} from './schemas.ts';
import { PARAMETER_LINKS_READ_MODELS } from './readModels.ts';
import { PARAMETERS_READ_MODELS } from '../parameters/readModels.ts';

/** Spec 2 §7 Links: links between two parameters of the user's current site; writes need PARAMETERS. */
export const parameterLinkRoutes = {
  listParameterLinks: defineRoute({
    method: 'GET',
    path: '/parameter-links/:ref',
    service: 'query',
    reads: [PARAMETER_LINKS_READ_MODELS.parameterLinks],
    permission: 'authenticated',
    summary: "A parameter's links at the user's site: the other code, its label and type",
    params: ParameterLinkCodeParams,
    response: z.array(ParameterLinkDto),
  }),
  listPeriodParameterLinks: defineRoute({
    method: 'GET',
    path: '/parameter-links/period/:code',
    service: 'query',
    reads: [PARAMETERS_READ_MODELS.parameters, PARAMETER_LINKS_READ_MODELS.parameterLinks],
    permission: 'PARAMETERS',
    summary:
      "A parameter's links at one site (?site=, else the session's) whose other code has the same period (last letter) as it, by label",
    params: PeriodLinksParams,
    query: PeriodLinksQuery,
    response: z.array(ParameterLinkDto),
  }),
  createParameterLink: defineRoute({
    method: 'POST',
    path: '/parameter-links',
    service: 'command',
    permission: 'PARAMETERS',
    writeAccess: 1,
    summary: "Link two parameters of the user's site, each with a label (a refusal names the field: 'secondCode: ...')",
    body: CreateParameterLinkBody,
    response: WriteResult,
  }),
  removeParameterLink: defineRoute({
    method: 'DELETE',
    path: '/parameter-links/:ref',
    service: 'command',
    permission: 'PARAMETERS',
    writeAccess: 1,
    summary: "Remove a link of the user's site",
    params: ParameterLinkIdParams,
    query: RemoveParameterLinkQuery,
    response: WriteResult,
  }),
};
