import { DisplayPrecision, OperationCode } from '@ftr/contracts';
import { contractRule } from './contractRule.ts';

const ruleOf = (schema: Parameters<typeof contractRule>[0]) =>
  contractRule(schema) as { required: boolean; validator: (rule: unknown, value: unknown) => Promise<void> };

describe('a form rule from a contract schema', () => {
  it('is required (so the form marks the field) when the schema refuses an empty value', () => {
    expect(ruleOf(OperationCode).required).toBe(true);
    expect(ruleOf(DisplayPrecision.nullable().optional()).required).toBe(false);
  });

  it("checks with the schema and shows the schema's message", async () => {
    await expect(ruleOf(OperationCode).validator({}, undefined)).rejects.toThrow('Code is required');
    await expect(ruleOf(OperationCode).validator({}, 'JR2030')).resolves.toBeUndefined();
  });
});
