import { formValidity } from './formValidity.ts';

// antd rejects with plain objects; Errors carrying the same fields keep the linter's rule.
const outOfDate = Object.assign(new Error(''), { outOfDate: true, errorFields: [] });
const invalid = Object.assign(new Error('Name is required'), {
  outOfDate: false,
  errorFields: [{ name: ['REPORT_NAME'], errors: ['Name is required'] }],
});

describe('formValidity', () => {
  it('is true when the validation passes and false when a field fails', async () => {
    await expect(
      formValidity(
        () => Promise.resolve({}),
        () => true,
      ),
    ).resolves.toBe(true);
    await expect(
      formValidity(
        () => Promise.reject(invalid),
        () => true,
      ),
    ).resolves.toBe(false);
  });

  it('asks again when antd answers "out of date" (a later field validation started), instead of calling the form invalid', async () => {
    const answers = [Promise.reject(outOfDate), Promise.reject(outOfDate), Promise.resolve({})];
    let calls = 0;
    const validate = () => answers[calls++] ?? Promise.resolve({});
    await expect(formValidity(validate, () => true)).resolves.toBe(true);
    expect(calls).toBe(3);
  });

  it('answers null once the caller moved on (newer values are being checked)', async () => {
    let current = true;
    const validate = () => {
      current = false;
      return Promise.resolve({});
    };
    await expect(formValidity(validate, () => current)).resolves.toBeNull();
    await expect(
      formValidity(
        () => Promise.reject(invalid),
        () => false,
      ),
    ).resolves.toBeNull();
  });
});
