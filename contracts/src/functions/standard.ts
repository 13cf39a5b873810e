import { z } from 'zod';
import { sequenceSum } from './sequenceSum.ts';

/**
 * One input of a standard function: the dependency's SEQUENCE (signed; the sign adds or subtracts
 * for SEQSUM, the magnitude orders the inputs) and the dependent parameter's value (null: missing).
 */
export interface FunctionInput {
  sequence: number;
  value: number | null;
}

export const STANDARD_FUNCTION_CODES = ['SEQSUM', 'SUM', 'AVG', 'MIN', 'MAX', 'PRODUCT', 'RATIO'] as const;
export const StandardFunctionCode = z.enum(STANDARD_FUNCTION_CODES, {
  error: `Function must be one of ${STANDARD_FUNCTION_CODES.join(', ')}`,
});
export type StandardFunctionCode = z.infer<typeof StandardFunctionCode>;

/** The function a SIM parameter without SFNC_CODE is calculated with (the spec's add/subtract function). */
export const DEFAULT_STANDARD_FUNCTION: StandardFunctionCode = 'SEQSUM';

type Compute = (values: readonly number[], ordered: readonly FunctionInput[]) => number | null;

interface StandardFunction {
  code: StandardFunctionCode;
  name: string;
  description: string;
  compute: Compute;
}

const finite = (value: number): number | null => (Number.isFinite(value) ? value : null);

/**
 * The standard functions (spec 3 /help/functions). Each is pure and answers null
 * when there is no input, when any input is missing, or when the result is not a finite number.
 */
export const STANDARD_FUNCTIONS: readonly StandardFunction[] = [
  {
    code: 'SEQSUM',
    name: 'Add/Subtract',
    description: 'Values with a positive sequence added, values with a negative sequence subtracted',
    compute: (_values, ordered) => sequenceSum(ordered),
  },
  { code: 'SUM', name: 'Sum', description: 'The sum of the values', compute: (v) => v.reduce((a, b) => a + b, 0) },
  { code: 'AVG', name: 'Average', description: 'The mean of the values', compute: (v) => v.reduce((a, b) => a + b, 0) / v.length },
  { code: 'MIN', name: 'Minimum', description: 'The smallest value', compute: (v) => Math.min(...v) },
  { code: 'MAX', name: 'Maximum', description: 'The largest value', compute: (v) => Math.max(...v) },
  { code: 'PRODUCT', name: 'Product', description: 'The values multiplied together', compute: (v) => v.reduce((a, b) => a * b, 1) },
  {
    code: 'RATIO',
    name: 'Ratio',
    description: 'The first value divided by the second, in sequence order (empty when the second is zero)',
    compute: ([first, second]) => (first === undefined || second === undefined || second === 0 ? null : first / second),
  },
];

export const standardFunction = (code: StandardFunctionCode): StandardFunction => {
  const found = STANDARD_FUNCTIONS.find((f) => f.code === code);
  if (!found) throw new Error(`Unknown standard function ${code}`);
  return found;
};

/** Inputs ordered by the magnitude of their sequence (ties keep their given order). */
export const orderInputs = (inputs: readonly FunctionInput[]): FunctionInput[] =>
  inputs
    .map((input, index) => ({ input, index }))
    .sort((a, b) => Math.abs(a.input.sequence) - Math.abs(b.input.sequence) || a.index - b.index)
    .map(({ input }) => input);

/** Calculates a SIM value: null when there are no inputs, an input is missing, or the result is not finite. */
export const applyStandardFunction = (code: StandardFunctionCode, inputs: readonly FunctionInput[]): number | null => {
  if (inputs.length === 0) return null;
  const ordered = orderInputs(inputs);
  const values: number[] = [];
  for (const { value } of ordered) {
    if (value === null || !Number.isFinite(value)) return null;
    values.push(value);
  }
  const result = standardFunction(code).compute(values, ordered);
  return result === null ? null : finite(result);
};
