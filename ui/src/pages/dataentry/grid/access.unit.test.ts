import { ApiError } from '../../../api/ApiError.ts';
import { gridBlockOf } from './access.ts';

describe('a grid load that cannot succeed', () => {
  it("is a block with the server's message on 403 and 404", () => {
    expect(gridBlockOf(new ApiError(403, 'This screen needs read access level 3'))).toEqual({
      status: 403,
      message: 'This screen needs read access level 3',
    });
    expect(gridBlockOf(new ApiError(404, 'Screen 99 not found'))).toEqual({ status: 404, message: 'Screen 99 not found' });
  });

  it('is an ordinary failure otherwise', () => {
    expect(gridBlockOf(new ApiError(400, 'Bad date'))).toBeNull();
    expect(gridBlockOf(new ApiError(500, 'boom'))).toBeNull();
    expect(gridBlockOf(new Error('network'))).toBeNull();
  });
});
