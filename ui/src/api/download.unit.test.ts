import { API_ROOT, MIN_POSITION_HEADER } from '@ftr/contracts';
import { memoryStorage } from '../testing/memoryStorage.ts';

type Modules = [typeof import('./download.ts'), typeof import('./position.ts'), typeof import('./client.ts')];
let download: Modules[0];
let position: Modules[1];
let client: Modules[2];
const saved: string[] = [];
beforeAll(async () => {
  // Just enough of a page for the download's link: the file name it saves under is recorded.
  const link = { href: '', download: '', click: () => saved.push(link.download), remove: () => undefined };
  Object.assign(globalThis, {
    window: { localStorage: memoryStorage(), sessionStorage: memoryStorage() },
    document: { createElement: () => link, body: { append: () => undefined } },
  });
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => undefined;
  [download, position, client] = await Promise.all([import('./download.ts'), import('./position.ts'), import('./client.ts')]);
});

const sent: { url: string; method: string | undefined; headers: Record<string, string> }[] = [];
const answering = (response: () => Response) => {
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method,
      headers: { ...(init?.headers as Record<string, string>) },
    });
    return Promise.resolve(response());
  };
};

describe('reads carry the position of the user’s own writes (x-min-position)', () => {
  beforeEach(() => {
    sent.length = 0;
    saved.length = 0;
  });

  it('sends it with an export posted with a body, so a column just added is in the file', async () => {
    position.notePosition('57');
    answering(() => new Response('xlsx', { status: 200, headers: { 'content-disposition': 'attachment; filename="Boilers.xlsx"' } }));
    const file = await download.downloadFile(
      'exportGrabber',
      { id: '12', from: '2026-11-01', to: '2026-11-02' },
      'grabber.xlsx',
      {},
      { body: { sort: 'asc' } },
    );
    expect(file).toBe('Boilers.xlsx');
    expect(saved).toEqual(['Boilers.xlsx']);
    expect(sent).toEqual([
      {
        url: `${API_ROOT}/stored-grabber/export/12/2026-11-01/2026-11-02`,
        method: 'POST',
        headers: expect.objectContaining({ [MIN_POSITION_HEADER]: '57', 'content-type': 'application/json' }) as Record<string, string>,
      },
    ]);
  });

  it('sends it with the query service’s reads and never with a command', async () => {
    position.notePosition('58');
    answering(() => new Response(JSON.stringify([]), { status: 200 }));
    await client.call('listOperations');
    answering(() => new Response(JSON.stringify({ message: 'Signed out', position: '59' }), { status: 200 }));
    await client.call('logout');
    expect(sent.map((r) => [r.method, r.headers[MIN_POSITION_HEADER]])).toEqual([
      ['GET', '58'],
      ['DELETE', undefined],
    ]);
  });
});
