import { ApiError } from '../api/ApiError.ts';
import { refusedField } from './refusedField.ts';

describe('refusedField', () => {
  const fields = ['code', 'name'] as const;

  it('takes a field back from a 4xx refusal that names it', () => {
    expect(refusedField(new ApiError(409, 'name: Must be unique'), fields)).toEqual({ field: 'name', message: 'Must be unique' });
    expect(refusedField(new ApiError(400, 'code: Must be entered'), fields)).toEqual({ field: 'code', message: 'Must be entered' });
  });

  it('leaves a refusal that names no field of the form, a 5xx and other errors to the reporter', () => {
    expect(refusedField(new ApiError(409, 'QC is assigned to one or more analyses'), fields)).toBeNull();
    expect(refusedField(new ApiError(400, 'type: Must be entered'), fields)).toBeNull();
    expect(refusedField(new ApiError(500, 'name: boom'), fields)).toBeNull();
    expect(refusedField(new Error('name: boom'), fields)).toBeNull();
  });
});
