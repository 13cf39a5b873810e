import {
  API_ROOT,
  AUTH_HEADER,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteName,
  type Routes,
} from '@ftr/contracts';
import { appStore } from '../session/store.ts';
import { tokenAtom } from '../session/atoms.ts';
import { ApiError } from './ApiError.ts';
import { sendCatchingUp } from './catchingUp.ts';
import { noteResponsePosition, positionHeader } from './position.ts';

export { ApiError } from './ApiError.ts';

/**
 * The contract's route table (every route's zod schemas, ~20 kB gzipped) arrives with the first call rather
 * than with every page's first load; the module is fetched once and kept. Failing to fetch
 * it is network trouble like a failed request (ApiError 0).
 */
const routeTable = () =>
  import('./contractRoutes.ts').then(
    (module) => module.routes,
    (cause: unknown) => {
      throw new ApiError(0, cause instanceof Error ? cause.message : 'Network error');
    },
  );

/** A field is required when the route declares it with a required key, and may be left out otherwise. */
type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallOptions<N extends RouteName> = Field<'params', ParamsOf<Routes[N]>> &
  Field<'query', QueryOf<Routes[N]>> &
  Field<'body', BodyOf<Routes[N]>>;

/** Options may be omitted entirely for routes with no params, query or body. */
type CallArgs<N extends RouteName> = object extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>];

/** What a route answers. */
export type Answer<N extends RouteName> = ResponseOf<Routes[N]>;

type Scalar = string | number | boolean | null | undefined;

const fillPath = (path: string, params: Record<string, Scalar> | undefined): string =>
  path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter :${name} for ${path}`);
    return encodeURIComponent(String(value));
  });

const queryString = (query: Record<string, Scalar> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const failure = async (response: Response): Promise<ApiError> => {
  const body = (await response.text().catch(() => '')).trim();
  const message = body || response.statusText || `HTTP ${response.status}`;
  return new ApiError(response.status, message, { statusText: response.statusText, body });
};

/**
 * Calls one route of the contract route table. Path params fill `:name`, the body goes as JSON,
 * the session token rides in x-auth-token, and reads (the query service's routes) carry the highest write
 * position seen so far in x-min-position so the read side answers with our own writes applied.
 * Non-2xx answers throw ApiError(status, body text, status text and body); the answer is checked against the contract.
 */
export async function call<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<ResponseOf<Routes[N]>> {
  const route = (await routeTable())[name];
  const options = (args[0] ?? {}) as { params?: Record<string, Scalar>; query?: Record<string, Scalar>; body?: unknown };
  const url = `${API_ROOT}${fillPath(route.path, options.params)}${queryString(options.query)}`;

  const headers: Record<string, string> = { accept: 'application/json' };
  const token = appStore.get(tokenAtom);
  if (token) headers[AUTH_HEADER] = token;
  Object.assign(headers, positionHeader(route.service));
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    // A read the read side cannot answer yet (503 + Retry-After) is asked again, with the shell saying so.
    response = await sendCatchingUp(route.service, route.method, () =>
      fetch(url, { method: route.method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }),
    );
  } catch (cause) {
    throw new ApiError(0, cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) throw await failure(response);

  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  const parsed = route.response.safeParse(json);
  if (!parsed.success) {
    console.error(`Response of ${name} does not match the contract`, parsed.error.issues, json);
    throw new ApiError(0, `Response of ${name} does not match the contract`);
  }
  noteResponsePosition(parsed.data);
  return parsed.data as ResponseOf<Routes[N]>;
}

/** `call` with the options as one value (the query cache keeps them in its keys). */
export const callRoute = <N extends RouteName>(name: N, options: CallOptions<N>): Promise<Answer<N>> =>
  call(name, ...([options] as CallArgs<N>));
