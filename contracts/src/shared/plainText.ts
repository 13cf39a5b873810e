// Names shown across the product (reports, grabbers, dashboards, screens, headings, users...) hold no hidden
// characters: a NUL or other control character breaks exports and logs, and a bidi override or isolate
// (U+202A–U+202E, U+2066–U+2069) makes a name read as something else (e.g. a fake file extension).

/** C0 and C1 control characters, and the bidi embeddings, overrides and isolates (matching control characters is the point). */
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** Whether a text holds none of those characters. */
export const isPlainText = (value: string): boolean => !HIDDEN_CHARACTERS.test(value);

/** The one refusal (400) of such a character in a field named `label`. */
export const plainTextMessage = (label: string): string => `${label} must not contain control characters or text-direction overrides`;

/** The shared zod refinement: `.refine(...plainText('Name'))` (null and absent pass: only text is checked). */
export const plainText = (label: string) =>
  [(value: string | null | undefined) => typeof value !== 'string' || isPlainText(value), plainTextMessage(label)] as const;
