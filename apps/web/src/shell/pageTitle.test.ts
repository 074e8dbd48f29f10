import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('names the page, then the brand: "Betalinger | Klubhus"', () => {
    expect(pageTitle('Betalinger', 'Klubhus')).toBe('Betalinger | Klubhus');
    expect(pageTitle('Innstillinger', 'Foreningsportalen')).toBe('Innstillinger | Foreningsportalen');
  });

  it('is the company name alone for a page without a title', () => {
    expect(pageTitle(undefined, 'Klubhus')).toBe('Klubhus');
  });
});
