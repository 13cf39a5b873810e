import { API_ROOT } from '@ftr/contracts';
import { memoryStorage } from '../testing/memoryStorage.ts';

type Client = typeof import('./client.ts');
let client: Client;
beforeAll(async () => {
  Object.assign(globalThis, { window: { localStorage: memoryStorage(), sessionStorage: memoryStorage() } });
  client = await import('./client.ts');
});

const requests: { url: string; method: string | undefined }[] = [];
const answering = (body: unknown) => {
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: input instanceof Request ? input.url : input.toString(), method: init?.method });
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  };
};

describe('the API client with its route table loaded on the first call', () => {
  beforeEach(() => {
    requests.length = 0;
  });

  it("calls the route's method and path from the contract and checks the answer against it", async () => {
    answering({ message: 'Signed out', position: '7' });
    await expect(client.call('logout')).resolves.toEqual({ message: 'Signed out', position: '7' });
    expect(requests).toEqual([{ url: `${API_ROOT}/auth`, method: 'DELETE' }]);
  });

  it('refuses an answer the contract does not allow', async () => {
    answering({ message: 'Signed out', position: 'not a position' });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = client.call('logout');
    await expect(failure).rejects.toBeInstanceOf(client.ApiError);
    await expect(failure).rejects.toThrow('Response of logout does not match the contract');
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
