import { SHELL_MESSAGES } from '@ftr/contracts';
import { ApiError } from '../../api/ApiError.ts';

const jsonMessage = (body: string): string | undefined => {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || undefined;
    }
  } catch {
    // not JSON: a plain-text body
  }
  return undefined;
};

/**
 * Spec 3 §8 site change failure: the response message (a JSON body's `message`, or our server's
 * plain-text message on a 4xx), else the status text with ': ' and the body, else the fixed message.
 */
export const siteChangeFailure = (error: unknown): string => {
  if (error instanceof ApiError && error.status > 0) {
    const message = jsonMessage(error.body) ?? (error.isClientError && error.body ? error.body : undefined);
    if (message) return message;
    if (error.statusText || error.body) return `${error.statusText}: ${error.body}`;
  }
  return SHELL_MESSAGES.siteChangeFailed;
};

/**
 * Spec 3 §4 site change: after the new token is stored the page reloads, except that a data-entry
 * sub-page (a path longer than /dataentry) goes to /dataentry instead. Answers where to go, or null to reload.
 */
export const pathAfterSiteChange = (pathname: string): string | null =>
  pathname.toLowerCase().startsWith('/dataentry/') && pathname.replace(/\/+$/, '').length > '/dataentry'.length ? '/dataentry' : null;
