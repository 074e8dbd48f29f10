import { describe, expect, it } from 'vitest';
import { isImageFile, MAX_IMAGE_WIDTH, outputMimeType, scaleToWidth, stripDataUrlPrefix } from './scaleImage';

describe('scaleToWidth', () => {
  it('uses the spec maximum of 800 px', () => {
    expect(MAX_IMAGE_WIDTH).toBe(800);
  });

  it.each([
    { name: 'landscape halves', input: [1600, 800], out: { width: 800, height: 400 } },
    { name: 'rounds the height down', input: [1000, 333], out: { width: 800, height: 266 } },
    { name: 'rounds the height up', input: [1000, 334], out: { width: 800, height: 267 } },
    { name: 'rounds .5 up', input: [1600, 401], out: { width: 800, height: 201 } },
    { name: 'portrait wider than 800', input: [1200, 2400], out: { width: 800, height: 1600 } },
    { name: 'portrait narrower than 800 is kept', input: [600, 1200], out: { width: 600, height: 1200 } },
    { name: 'exactly 800 is kept', input: [800, 600], out: { width: 800, height: 600 } },
    { name: '801 is scaled', input: [801, 801], out: { width: 800, height: 800 } },
    { name: 'tiny is never enlarged', input: [16, 9], out: { width: 16, height: 9 } },
    { name: 'one pixel', input: [1, 1], out: { width: 1, height: 1 } },
    { name: 'a very flat image keeps 1 px', input: [8000, 1], out: { width: 800, height: 1 } },
  ] as const)('$name: $input.0×$input.1', ({ input, out }) => {
    expect(scaleToWidth(input[0], input[1])).toEqual(out);
  });

  it('takes another maximum', () => {
    expect(scaleToWidth(1200, 900, 600)).toEqual({ width: 600, height: 450 });
  });

  it.each([
    [0, 100],
    [100, 0],
    [-5, 100],
    [Number.NaN, 100],
    [100, Number.POSITIVE_INFINITY],
  ])('rejects %d×%d', (width, height) => {
    expect(() => scaleToWidth(width, height)).toThrow(RangeError);
  });
});

describe('stripDataUrlPrefix', () => {
  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', 'iVBORw0KGgo='],
    ['data:image/jpeg;base64,/9j/4AAQ', '/9j/4AAQ'],
    ['data:;base64,QUJD', 'QUJD'],
    ['iVBORw0KGgo=', 'iVBORw0KGgo='],
  ])('%s → %s', (input, out) => {
    expect(stripDataUrlPrefix(input)).toBe(out);
  });

  it('rejects a data URL that is not base64', () => {
    expect(() => stripDataUrlPrefix('data:text/plain,hello')).toThrow(TypeError);
  });
});

describe('isImageFile', () => {
  it.each([
    ['image/png', true],
    ['image/jpeg', true],
    ['image/svg+xml', true],
    ['application/pdf', false],
    ['text/plain', false],
    ['', false],
  ])('%s → %s', (type, expected) => {
    expect(isImageFile({ type })).toBe(expected);
  });
});

describe('outputMimeType', () => {
  it.each([
    ['image/jpeg', 'image/jpeg'],
    ['image/webp', 'image/webp'],
    ['image/png', 'image/png'],
    ['image/gif', 'image/png'],
    ['image/svg+xml', 'image/png'],
  ])('%s → %s', (input, out) => {
    expect(outputMimeType(input)).toBe(out);
  });
});
