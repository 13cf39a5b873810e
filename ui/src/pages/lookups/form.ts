import { lookupCodeError, type EditableLookupName, type LookupDto, type UpdateLookupBody } from '@ftr/contracts';

/** What the modal is open for: a new code, or an existing one whose description changes (its code then read-only). */
export type LookupTarget = { mode: 'create' } | { mode: 'update'; lookup: LookupDto };

export interface LookupForm {
  code: string;
  description: string;
  reason?: string | undefined;
}

export const LOOKUP_FORM_FIELDS = ['code', 'description', 'reason'] as const;

export const lookupFormValues = (target: LookupTarget): Partial<LookupForm> =>
  target.mode === 'create' ? {} : { code: target.lookup.code, description: target.lookup.description };

/** The body sent: on update the code names the entry, and a blank reason is none. */
export const lookupBody = (target: LookupTarget, values: LookupForm): UpdateLookupBody =>
  target.mode === 'create'
    ? { code: values.code, description: values.description }
    : { code: target.lookup.code, description: values.description, reason: values.reason?.trim() ? values.reason.trim() : null };

/** The list's own length rule on the code as typed (the decider's rule, without the 'code: ' it puts before it). */
export const codeLengthMessage = (name: EditableLookupName, code: string | undefined): string | undefined =>
  lookupCodeError(name, (code ?? '').trim())?.replace(/^code: /, '');
