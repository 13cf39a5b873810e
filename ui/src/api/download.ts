import { API_ROOT, AUTH_HEADER, routes, type RouteName } from '@ftr/contracts';
import { tokenAtom } from '../session/atoms.ts';
import { appStore } from '../session/store.ts';
import { ApiError } from './ApiError.ts';
import { positionHeader } from './position.ts';

const fillPath = (path: string, params: Record<string, string>): string =>
  path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));

/** The file name of a Content-Disposition header, or the fallback. */
export const dispositionName = (header: string | null, fallback: string): string =>
  /filename="?([^";]+)"?/i.exec(header ?? '')?.[1] ?? fallback;

/** A POST's JSON body, extra headers (an export's id) and a signal that cancels the download. */
export interface DownloadOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Fetches a route that answers a file (a spreadsheet) and saves it through the browser; answers the
 * file name. Failures throw ApiError like the JSON client, so useReportError shows them the same way; like
 * its reads, the file is made with the user's own writes applied (x-min-position: a column just added is in it).
 * Query entries that are undefined or empty are left out.
 */
export const downloadFile = async (
  name: RouteName,
  params: Record<string, string>,
  fallback: string,
  query: Record<string, string | undefined> = {},
  options: DownloadOptions = {},
): Promise<string> => {
  const token = appStore.get(tokenAtom);
  const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  let response: Response;
  try {
    const headers: Record<string, string> = { ...options.headers, ...positionHeader(routes[name].service) };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers[AUTH_HEADER] = token;
    response = await fetch(`${API_ROOT}${fillPath(routes[name].path, params)}${suffix}`, {
      method: routes[name].method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) {
    const body = (await response.text().catch(() => '')).trim();
    throw new ApiError(response.status, body || response.statusText, { statusText: response.statusText, body });
  }
  const file = dispositionName(response.headers.get('content-disposition'), fallback);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return file;
};
