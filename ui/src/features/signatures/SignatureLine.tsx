import type { Signature } from '@ftr/contracts';
import { Typography } from 'antd';
import { instantText } from '../../format/time.ts';

/** A signature where its record shows: "Signed: Name (username), meaning, time". */
export const SignatureLine = ({ signature }: { signature: Signature | undefined | null }) =>
  signature ? (
    <Typography.Text data-testid="signature-line">
      Signed: {signature.printedName} ({signature.username}), {signature.meaning}, {instantText(signature.signedAt)}
    </Typography.Text>
  ) : null;
