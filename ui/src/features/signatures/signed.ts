import type { SignatureInput } from '@ftr/contracts';

/** A form's values with the signing part SignatureFields adds. */
export type Signed<V> = V & { signature?: SignatureInput };

/** The body's signature: only when the form asked for one (a field left over from another form is not sent). */
export const signedBody = (signing: boolean, values: { signature?: SignatureInput | undefined }): { signature?: SignatureInput } =>
  signing && values.signature ? { signature: values.signature } : {};
