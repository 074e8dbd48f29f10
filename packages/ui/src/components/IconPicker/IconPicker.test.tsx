import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconPicker, type IconOption } from './IconPicker';

const options: IconOption[] = [
  { id: 'trophy', label: 'Pokal', src: '/icons/trophy.png' },
  { id: 'bike', label: 'Cykel', src: '/icons/bike.png' },
];

describe('IconPicker', () => {
  it('is a listbox named by its label, each icon an option named by its label with a decorative image', () => {
    const html = renderToString(<IconPicker label="Ikoner" options={options} value="bike" />);
    const labelId = /<span id="([^"]+)"[^>]*>Ikoner</.exec(html)?.[1];
    expect(html).toContain(`aria-labelledby="${labelId}" role="listbox"`);
    expect(html.match(/role="option"/g)).toHaveLength(2);
    expect(html).toMatch(/<img src="\/icons\/trophy.png" alt=""/);
    expect(html).toMatch(/aria-selected="true"[^>]*>.*Cykel/s);
  });

  it('draws the tiles in a given colour, else in the sunken tone', () => {
    expect(renderToString(<IconPicker label="Ikoner" options={options} />)).toContain('bg-surface-sunken');
    const coloured = renderToString(<IconPicker label="Ikoner" options={options} tileColour="#A9C8F0" />);
    expect(coloured).toContain('background-color:#A9C8F0');
    expect(coloured).not.toContain('bg-surface-sunken');
  });
});
