import { nullableUnions } from './openapi.ts';

describe('nullable unions in the OpenAPI document', () => {
  it('makes each member of a nullable anyOf nullable, at any depth, and leaves typed nullables alone', () => {
    const document = {
      paths: {
        '/x': {
          from: { anyOf: [{ type: 'string' }, { type: 'number' }], nullable: true },
          plain: { type: 'number', nullable: true },
          list: [{ oneOf: [{ type: 'boolean' }], nullable: true }],
        },
      },
    };
    expect(nullableUnions(document)).toEqual({
      paths: {
        '/x': {
          from: {
            anyOf: [
              { type: 'string', nullable: true },
              { type: 'number', nullable: true },
            ],
          },
          plain: { type: 'number', nullable: true },
          list: [{ oneOf: [{ type: 'boolean', nullable: true }] }],
        },
      },
    });
  });
});
