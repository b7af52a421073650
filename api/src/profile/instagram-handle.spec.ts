import { normaliseInstagramHandle } from './instagram-handle';

describe('normaliseInstagramHandle', () => {
  it.each([
    ['asha.rao', 'asha.rao'],
    ['@asha.rao', 'asha.rao'],
    ['  @Asha_Rao  ', 'asha_rao'],
    ['ASHA', 'asha'],
    ['a', 'a'],
    ['_under_', '_under_'],
    ['a.b.c', 'a.b.c'],
    ['film2025', 'film2025'],
    ['123456', '123456'],
    ['x'.repeat(30), 'x'.repeat(30)],
    ['@' + 'x'.repeat(30), 'x'.repeat(30)],
  ])('accepts %j as %j', (input, stored) => {
    expect(normaliseInstagramHandle(input)).toBe(stored);
  });

  it.each([
    ['empty', ''],
    ['only an @', '@'],
    ['two @', '@@asha'],
    ['too long (31)', 'x'.repeat(31)],
    ['leading dot', '.asha'],
    ['trailing dot', 'asha.'],
    ['double dot', 'asha..rao'],
    ['a space inside', 'asha rao'],
    ['a hyphen', 'asha-rao'],
    ['an @ inside', 'asha@rao'],
    ['a slash (a link)', 'instagram.com/asha'],
    ['Cyrillic а look-alike', 'аsha'],
    ['Greek ο look-alike', 'asha.rοo'],
    ['full-width letters', 'ａｓｈａ'],
    ['accented letter', 'ashá'],
    ['zero-width space', 'asha\u200brao'],
    ['Devanagari', 'आशा'],
    ['emoji', 'asha🎬'],
    ['a newline', 'asha\nrao'],
    ['not a string', 42],
    ['null', null],
  ])('refuses %s', (_, input) => {
    expect(normaliseInstagramHandle(input)).toBeNull();
  });
});
