import { z } from 'zod';
import { isPlainText, plainText } from './plainText.ts';

describe('plain text in names', () => {
  it('refuses control characters and bidi overrides and isolates, and keeps other text', () => {
    for (const bad of ['a\u0000b', 'tab\there', 'line\nbreak', '\u007F', '\u0085', 'evil\u202Efdp.exe', '\u202A', '\u2066x\u2069']) {
      expect(isPlainText(bad)).toBe(false);
    }
    for (const good of ['Pan 3 brix', 'Wissington – Zuckerfabrik', 'Thin juice pH (°Bx)', 'עברית', '']) {
      expect(isPlainText(good)).toBe(true);
    }
  });

  it('is one zod refinement with a clear message', () => {
    const Name = z
      .string()
      .trim()
      .refine(...plainText('Name'));
    expect(Name.safeParse('Pans\u202Eslx.exe').error?.issues[0]?.message).toBe(
      'Name must not contain control characters or text-direction overrides',
    );
    expect(Name.parse(' Pans ')).toBe('Pans');
  });
});
