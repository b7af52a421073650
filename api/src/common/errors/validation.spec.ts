import { hasTooWideObject, MAX_JSON_KEYS, unacceptableJson } from './validation';

const object = (keys: number) => Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i]));

describe('JSON wider than any request', () => {
  it.each([
    ['a flat object at the limit', object(MAX_JSON_KEYS), false],
    ['a flat object over it', object(MAX_JSON_KEYS + 1), true],
    ['a nested object over it', { a: [{ b: object(MAX_JSON_KEYS + 1) }] }, true],
    ['many small objects in an array', Array.from({ length: 200 }, () => object(3)), false],
    ['a long array', Array.from({ length: 5000 }, (_, i) => i), false],
    ['colons and braces inside strings', { text: '{"a":1,"b":2}'.repeat(100), quoted: 'say \\"x\\": {' }, false],
  ])('%s', (_name, value, wide) => {
    expect(hasTooWideObject(JSON.stringify(value))).toBe(wide);
    expect(unacceptableJson(value) !== null).toBe(wide);
  });

  it('counts the keys of each object apart, after a nested one closes', () => {
    const text = JSON.stringify({ ...object(MAX_JSON_KEYS - 1), nested: object(MAX_JSON_KEYS) });
    expect(hasTooWideObject(text)).toBe(false);
    expect(hasTooWideObject(text.replace(/}$/, ',"one":1,"more":2}'))).toBe(true);
  });
});
