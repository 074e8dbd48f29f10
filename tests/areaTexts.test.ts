import { describe, expect, it } from 'vitest';
import { areaNamespaces, areaOnlyTexts, areaTextsIn } from '../scripts/area-texts.mjs';

// The /login check's half that needs no build (scripts/check-login-size.mjs runs the other on a cold /login).
describe('area texts on /login', () => {
  it('reads the areas from their registry, and fails when it finds none', () => {
    expect(areaNamespaces()).toContain('members');
    expect(() => areaNamespaces('export const areaFiles = {};')).toThrow(/No area found/);
  });

  it('looks for phrases only the area’s files have, in every locale', () => {
    const texts = areaOnlyTexts().map(({ text }) => text);
    expect(texts).toContain('Søg efter navn, email, telefon eller postnr.');
    expect(texts).toContain('Search by name, email, phone or zip');
    expect(texts).not.toContain('Medlemmer'); // also the shell's (the sidebar), and a single word
    // within the shell's badge "Ventende anmodninger: {{count}}", so on /login by right
    expect(texts).not.toContain('Ventende anmodninger');
  });

  it('names the file and the area of a text found', () => {
    const file = (name: string, code: string) => ({ name, body: Buffer.from(code) });
    expect(
      areaTextsIn([
        file('/assets/index.js', 'const t={placeholder:`Søg efter navn, email, telefon eller postnr.`}'),
        file('/assets/LoginRoute.js', 'const t={title:`Log ind`}'),
      ]),
    ).toEqual([{ name: '/assets/index.js', area: 'members', text: 'Søg efter navn, email, telefon eller postnr.' }]);
  });
});
