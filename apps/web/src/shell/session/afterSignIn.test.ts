import { describe, expect, it } from 'vitest';
import { afterSignInPath, internalPath, loginPathFor } from './afterSignIn';

describe('afterSignInPath', () => {
  it.each([
    [null, true, '/overview'],
    [null, false, '/onboarding'],
    ['/create-club', false, '/create-club'],
    ['/members?group=2', true, '/members?group=2'],
    ['//evil.example/x', true, '/overview'],
    ['/\\evil.example', true, '/overview'],
    ['https://evil.example', false, '/onboarding'],
    ['/login', true, '/overview'],
    ['/logout', true, '/overview'],
    // The TAB of `/login?next=/%09/evil.example/`, which the URL parser would drop, leaving `//evil.example/`.
    ['/\t/evil.example/', true, '/overview'],
    ['/./login', true, '/overview'],
  ])('next %j with clubs %s → %s', (next, hasClubs, expected) => {
    expect(afterSignInPath(next, hasClubs)).toBe(expected);
  });
});

/** What `URLSearchParams` (react-router's `useSearchParams`) hands over for `?next=<raw>`. */
const delivered = (raw: string) => new URLSearchParams(`next=${raw}`).get('next');

describe('internalPath', () => {
  const origin = 'https://klubhus.example';

  it.each([
    ['/ok?x=1#h', '/ok?x=1#h'],
    ['/members?group=2', '/members?group=2'],
    ['/create-club', '/create-club'],
    // Normalised as the browser would read it.
    ['/a/../members', '/members'],
    ['/members?q=%20x', '/members?q=%20x'],
    [delivered('%2Fmembers%3Fgroup%3D2'), '/members?group=2'],
  ])('keeps %j as %j', (next, expected) => {
    expect(internalPath(next, origin)).toBe(expected);
  });

  it.each([
    // Characters the URL parser drops (TAB, LF, CR) or that have no place in a raw path.
    '/\t/evil.example/',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\t',
    delivered('/%09/evil.example/'),
    delivered('/%0A/evil.example'),
    delivered('/%0D/evil.example'),
    '/\u00a0/evil.example',
    '\u00a0/evil.example',
    '/\u2028/evil.example',
    '/\u3000/evil.example',
    '/\u200b/evil.example',
    '/\ufeff/evil.example',
    '/members ',
    ' /members',
    '/\u0000',
    // Other origins and schemes.
    '//evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    delivered('/%5C/evil.example'),
    delivered('%2F%2Fevil.example'),
    'https://evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    null,
    undefined,
  ])('refuses %j', (next) => {
    expect(internalPath(next, origin)).toBeNull();
  });

  it("resolves against the app's own origin by default", () => {
    expect(internalPath('/members')).toBe('/members');
    expect(internalPath('/\t/evil.example/')).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('keeps the way back, encoded', () => {
    expect(loginPathFor('/members?group=2')).toBe('/login?next=%2Fmembers%3Fgroup%3D2');
  });
  it('does not send / or /login back to itself', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login?x=1')).toBe('/login');
  });
});
