import { describe, expect, it } from 'vitest';
import { applyBrandTokens, brandById, brandForHost, brands } from './index';

describe('brand files', () => {
  it('has the default brand for local hosts', () => {
    const klubhus = brandById('klubhus');
    expect(klubhus?.companyName).toBe('Klubhus');
    expect(klubhus?.hosts).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']));
    expect(klubhus?.defaultLocale).toBe('da');
  });

  it('gives every brand a unique id and every host to one brand only', () => {
    const ids = brands.map((brand) => brand.id);
    const hosts = brands.flatMap((brand) => brand.hosts);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it("applies a brand's resolved tokens to the root element, and clears them for a brand without tokens", () => {
    const root = document.createElement('html');
    applyBrandTokens(root, { '--color-brand': '#0f766e' });
    expect(root.style.getPropertyValue('--color-brand')).toBe('#0f766e');
    expect(root.style.getPropertyValue('--color-brand-soft')).toMatch(/^#[0-9a-f]{6}$/);
    applyBrandTokens(root, {});
    expect(root.style.getPropertyValue('--color-brand')).toBe('');
    expect(root.style.getPropertyValue('--color-brand-soft')).toBe('');
  });

  it('refuses tokens that are not brand tokens, so a brand file cannot restyle arbitrary CSS', () => {
    const root = document.createElement('html');
    expect(() => applyBrandTokens(root, { '--color-brand': '#0f766e', color: 'red' })).toThrow(
      '"color" is not a brand token',
    );
    expect(root.style.getPropertyValue('color')).toBe('');
  });

  it('finds the brand of a host, case-insensitively, and the default brand for any other host', () => {
    expect(brandForHost('partner.localhost')?.id).toBe('partner-demo');
    expect(brandForHost('PARTNER.localhost')?.id).toBe('partner-demo');
    expect(brandForHost('elsewhere.example')?.id).toBe('klubhus');
  });
});
