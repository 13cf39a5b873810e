import { z } from 'zod';
import { defineRoute, WriteResult } from '../http/route.ts';
import { CreateOperationBody, OperationCodeParams, OperationDto, UpdateOperationBody } from './schemas.ts';

export const operationRoutes = {
  listOperations: defineRoute({
    method: 'GET',
    path: '/operations',
    service: 'query',
    permission: 'authenticated',
    summary: "Operations of the user's site (all sites for the central office), newest first",
    response: z.array(OperationDto),
  }),
  listActiveOperations: defineRoute({
    method: 'GET',
    path: '/operations/active',
    service: 'query',
    permission: 'authenticated',
    summary: "Operations of the user's site that are active today",
    response: z.array(OperationDto),
  }),
  createOperation: defineRoute({
    method: 'POST',
    path: '/operation',
    service: 'command',
    permission: 'OPERATIONS',
    summary: 'Create an operation',
    body: CreateOperationBody,
    response: WriteResult,
  }),
  updateOperation: defineRoute({
    method: 'PUT',
    path: '/operation/:code',
    service: 'command',
    permission: 'OPERATIONS',
    summary: 'Update an operation that has not ended',
    params: OperationCodeParams,
    body: UpdateOperationBody,
    response: WriteResult,
  }),
  deleteOperation: defineRoute({
    method: 'DELETE',
    path: '/operation/:code',
    service: 'command',
    permission: 'OPERATIONS',
    summary: 'Delete an operation that has not started',
    params: OperationCodeParams,
    response: WriteResult,
  }),
};
