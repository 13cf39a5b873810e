import { appStore } from '../session/store.ts';
import { CATCH_UP_TRIES, catchingUpAtom, sendCatchingUp } from './catchingUp.ts';

const behind = () => new Response('catching up', { status: 503, headers: { 'retry-after': '2' } });
const ok = () => new Response('[]', { status: 200 });

describe('reads while the read side catches up', () => {
  it('shows "catching up" and asks again after Retry-After until the read is answered', async () => {
    const answers = [behind(), behind(), ok()];
    const waits: { ms: number; shown: number }[] = [];
    const response = await sendCatchingUp(
      'query',
      'GET',
      () => Promise.resolve(answers.shift()!),
      (ms) => {
        waits.push({ ms, shown: appStore.get(catchingUpAtom) });
        return Promise.resolve();
      },
    );
    expect(response.status).toBe(200);
    expect(waits).toEqual([
      { ms: 2000, shown: 1 },
      { ms: 2000, shown: 1 },
    ]);
    expect(appStore.get(catchingUpAtom)).toBe(0);
  });

  it('gives up after its tries with the 503 (an error, never older data), and never repeats a write', async () => {
    let sent = 0;
    const send = () => {
      sent += 1;
      return Promise.resolve(behind());
    };
    const last = await sendCatchingUp('query', 'GET', send, () => Promise.resolve());
    expect([last.status, sent]).toEqual([503, CATCH_UP_TRIES]);
    sent = 0;
    expect((await sendCatchingUp('command', 'POST', send, () => Promise.resolve())).status).toBe(503);
    expect(sent).toBe(1);
  });
});
