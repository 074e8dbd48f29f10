import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ColourField } from './ColourField';
import { normaliseHexInput } from './hexColour';

describe('normaliseHexInput', () => {
  it.each([
    ['#cccccc', '#CCCCCC'],
    ['CCCCCC', '#CCCCCC'],
    ['  #0b2545 ', '#0B2545'],
    ['#abc', '#AABBCC'],
    ['abc', '#AABBCC'],
  ])('%j → %s', (text, colour) => {
    expect(normaliseHexInput(text)).toBe(colour);
  });

  it.each(['', ' ', '#', '#12', '#12345', '#1234567', '#ggg', 'red', 'rgb(0, 0, 0)', '##abc'])('refuses %j', (text) => {
    expect(normaliseHexInput(text)).toBeUndefined();
  });
});

describe('ColourField', () => {
  it('labels a text input holding the colour, with a swatch beside it', () => {
    const html = renderToString(<ColourField label="Baggrund" value="#A9C8F0" />);
    expect(html).toContain('Baggrund');
    expect(html).toMatch(/<input[^>]*value="#A9C8F0"/);
    expect(html).toContain('background');
  });

  it('shows an error from outside as the field’s error', () => {
    const html = renderToString(<ColourField label="Skrift" value="#000000" errorMessage="Kunne ikke gemmes" />);
    expect(html).toContain('aria-invalid="true"');
  });
});
