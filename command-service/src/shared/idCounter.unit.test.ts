import type { DataScreenIdAllocated } from '@ftr/contracts';
import { deciderSpec } from './deciderSpec.ts';
import { idCounterDecider } from './idCounter.ts';

const allocated = (id: number): DataScreenIdAllocated => ({ type: 'DataScreenIdAllocated', data: { id } });
const { given } = deciderSpec(idCounterDecider(allocated));

describe('an id counter', () => {
  it('allocates 1 first, then the id after the last one allocated', () => {
    given()
      .when(null)
      .then([allocated(1)]);
    given(allocated(1), allocated(2))
      .when(null)
      .then([allocated(3)]);
  });

  it('never goes back, whatever order the ids were written in', () => {
    given(allocated(5), allocated(3))
      .when(null)
      .then([allocated(6)]);
  });
});
