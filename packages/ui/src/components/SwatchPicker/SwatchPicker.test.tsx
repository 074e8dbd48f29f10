import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SwatchPicker, type SwatchOption } from './SwatchPicker';

const options: SwatchOption[] = [
  { id: 'grey', label: 'Grå', colour: '#CCCCCC', textColour: '#000000' },
  { id: 'blue', label: 'Blå', colour: '#A9C8F0' },
];

describe('SwatchPicker', () => {
  it('is a listbox named by its label, one option per swatch named by its text', () => {
    const html = renderToString(<SwatchPicker label="Farveforslag" options={options} value="blue" />);
    const labelId = /<span id="([^"]+)"[^>]*>Farveforslag</.exec(html)?.[1];
    expect(html).toContain(`aria-labelledby="${labelId}" role="listbox"`);
    expect(html.match(/role="option"/g)).toHaveLength(2);
    expect(html).toContain('Grå');
    expect(html).toMatch(/aria-selected="true"[^>]*>.*Blå/s);
  });

  it('ticks nothing when the value is none of the options', () => {
    const html = renderToString(<SwatchPicker label="Farveforslag" options={options} value={null} />);
    expect(html).not.toContain('aria-selected="true"');
  });

  it('shows a text colour as a dot on the swatch when the option has one', () => {
    const html = renderToString(<SwatchPicker label="Farveforslag" options={options} />);
    expect(html.match(/background-color:#000000/g)).toHaveLength(1);
  });
});
