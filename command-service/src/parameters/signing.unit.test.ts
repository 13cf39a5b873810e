import { fail, normaliseParameter, SIGNATURE_MESSAGES, type ParameterEvent, type Signature } from '@ftr/contracts';
import { deciderSpec } from '../shared/deciderSpec.ts';
import { parameterDecider, type ParameterCommand } from './decider.ts';

const code = 'TJ-BX-A-1H';
const fields = normaliseParameter(
  {
    HEADING1: 'Thick juice',
    PTYP_CODE: 'REA',
    DISPLAY_PRECISION: 2,
    IN_USE_FLAG: true,
    AUDIT_FLAG: false,
    UPPER_CHK_LIMIT: 72,
    LOWER_CHK_LIMIT: 60,
  },
  false,
);
const created: ParameterEvent = { type: 'ParameterCreated', data: { site: 'BA', code, localFlag: 'Y', fields } };
const signature: Signature = { userId: 'a', username: 'a', printedName: 'A B', meaning: 'Approved', signedAt: '2026-11-25T10:30:00.000Z' };
const display = (patch: Extract<ParameterCommand, { kind: 'UpdateParameterDisplay' }>['patch'], over = {}): ParameterCommand => ({
  kind: 'UpdateParameterDisplay',
  site: 'BA',
  code,
  patch,
  signatureRequired: true,
  ...over,
});
const { given } = deciderSpec(parameterDecider);

const shown = (over: Partial<typeof fields> = {}) => {
  const f = { ...fields, ...over };
  const { HEADING1, HEADING2, HEADING3, DISPLAY_PRECISION, UPPER_CHK_LIMIT, LOWER_CHK_LIMIT } = f;
  return { HEADING1, HEADING2, HEADING3, DISPLAY_PRECISION, UPPER_CHK_LIMIT, LOWER_CHK_LIMIT };
};
const updated = (over: Partial<typeof fields>, signed?: Signature): ParameterEvent => ({
  type: 'ParameterDisplayUpdated',
  data: { site: 'BA', code, display: shown(over), previous: shown(), reason: null, ...(signed ? { signature: signed } : {}) },
});

describe('parameters decider: signing a change of limits', () => {
  it('refuses a change of limits without a signature when the site requires one', () => {
    given(created)
      .when(display({ UPPER_CHECK: 75 }))
      .then(fail('validation', SIGNATURE_MESSAGES.required));
  });
  it('takes a change of anything else unsigned', () => {
    given(created)
      .when(display({ HEADING2: 'Brix' }))
      .then([updated({ HEADING2: 'Brix' })]);
  });
  it('records the signature in the event', () => {
    given(created)
      .when(display({ UPPER_CHECK: 75 }, { signature }))
      .then([updated({ UPPER_CHK_LIMIT: 75 }, signature)]);
  });
  it('takes a change of limits unsigned while the site does not require a signature', () => {
    given(created)
      .when(display({ UPPER_CHECK: 75 }, { signatureRequired: false }))
      .then([updated({ UPPER_CHK_LIMIT: 75 })]);
  });
});
