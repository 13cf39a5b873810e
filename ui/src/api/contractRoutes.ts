/**
 * The contract's route table, on its own so that the API client can load it with its first call
 * (client.ts): its zod schemas stay out of every page's first load.
 */
export { routes } from '@ftr/contracts/routes.ts';
