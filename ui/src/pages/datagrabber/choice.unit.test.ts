import { NO_CHOICE, choiceSearch, parseChoice, rememberChoice, rememberedChoice, type GrabberChoice } from './choice.ts';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
};

describe('grabber choice in the address', () => {
  it.each<[string, GrabberChoice | null]>([
    ['grabber=12', { sharing: 'Personal', category: 0, grabberId: 12 }],
    ['grabber=7&sharing=Shared&category=3', { sharing: 'Shared', category: 3, grabberId: 7 }],
    ['grabber=7&sharing=Shared', { sharing: 'Shared', category: 0, grabberId: 7 }],
    ['grabber=7&category=3', { sharing: 'Personal', category: 0, grabberId: 7 }],
    ['grabber=7&sharing=Shared&category=-1', { sharing: 'Shared', category: 0, grabberId: 7 }],
    ['sharing=Shared&category=2', { sharing: 'Shared', category: 2, grabberId: null }],
    ['', null],
    ['sharing=Personal', null],
    ['grabber=0', { sharing: 'Personal', category: 0, grabberId: null }],
    ['grabber=abc', { sharing: 'Personal', category: 0, grabberId: null }],
    ['grabber=12345678901', { sharing: 'Personal', category: 0, grabberId: null }],
  ])('%s', (search, expected) => {
    expect(parseChoice(new URLSearchParams(search))).toEqual(expected);
  });

  it('writes what it reads back', () => {
    const shared: GrabberChoice = { sharing: 'Shared', category: 4, grabberId: 9 };
    expect(parseChoice(new URLSearchParams(choiceSearch(shared)))).toEqual(shared);
    expect(choiceSearch({ sharing: 'Personal', category: 0, grabberId: 2 })).toEqual({ grabber: '2' });
    expect(choiceSearch(NO_CHOICE)).toEqual({});
    expect(choiceSearch({ sharing: 'Shared', category: 0, grabberId: null })).toEqual({ sharing: 'Shared', category: '0' });
  });
});

describe('the remembered grabber', () => {
  it('is kept per user and forgotten when the choice is cleared', () => {
    const storage = memory();
    const choice: GrabberChoice = { sharing: 'Shared', category: 0, grabberId: 5 };
    rememberChoice(storage, 'manager.ba', choice);
    expect(rememberedChoice(storage, 'manager.ba')).toEqual(choice);
    expect(rememberedChoice(storage, 'manager.bu')).toBeNull();
    rememberChoice(storage, 'manager.ba', NO_CHOICE);
    expect(rememberedChoice(storage, 'manager.ba')).toBeNull();
    rememberChoice(storage, 'manager.ba', { sharing: 'Shared', category: 2, grabberId: null });
    expect(rememberedChoice(storage, 'manager.ba')).toBeNull();
  });

  it('survives a storage that throws (private mode) or is absent', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberChoice(failing, 'u', { sharing: 'Personal', category: 0, grabberId: 1 })).not.toThrow();
    expect(rememberedChoice(failing, 'u')).toBeNull();
    expect(rememberedChoice(undefined, 'u')).toBeNull();
  });
});
