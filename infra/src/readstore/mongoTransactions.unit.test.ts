import { requireTransactions } from './mongo.ts';

describe('MongoDB without transactions', () => {
  it('refuses to start on a standalone server (batches would commit without their checkpoint and fence)', () => {
    expect(() => requireTransactions({ isWritablePrimary: true })).toThrow('run it as a replica set');
  });

  it('starts on a replica set or through mongos', () => {
    expect(() => requireTransactions({ setName: 'rs0' })).not.toThrow();
    expect(() => requireTransactions({ msg: 'isdbgrid' })).not.toThrow();
  });
});
