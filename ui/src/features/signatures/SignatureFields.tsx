import { SIGNATURE_MEANINGS, SignatureInput } from '@ftr/contracts';
import { Alert, Form, Input, Select } from 'antd';
import { contractRule } from '../../forms/contractRule.ts';

const fields = SignatureInput.shape;
const MEANINGS = SIGNATURE_MEANINGS.map((meaning) => ({ value: meaning, label: meaning }));

/**
 * The signing part of a form (Part 11 style): the signer enters their password again and chooses what the
 * signature means. Its values sit under `signature` in the form, as the signed commands' bodies take them.
 */
export const SignatureFields = ({ defaultMeaning }: { defaultMeaning?: (typeof SIGNATURE_MEANINGS)[number] }) => (
  <>
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title="Electronic signature"
      description="This action is signed: your name, the meaning you choose and the time are recorded with it."
    />
    <Form.Item label="Meaning" name={['signature', 'meaning']} initialValue={defaultMeaning} rules={[contractRule(fields.meaning)]}>
      <Select aria-label="Meaning" options={MEANINGS} placeholder="Choose the meaning" />
    </Form.Item>
    <Form.Item label="Password" name={['signature', 'password']} rules={[contractRule(fields.password)]}>
      <Input.Password aria-label="Signature password" autoComplete="current-password" />
    </Form.Item>
  </>
);
