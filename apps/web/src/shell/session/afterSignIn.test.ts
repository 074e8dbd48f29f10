import { describe, expect, it } from 'vitest';
import { afterSignInPath, loginPathFor } from './afterSignIn';

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
  ])('next %s with clubs %s → %s', (next, hasClubs, expected) => {
    expect(afterSignInPath(next, hasClubs)).toBe(expected);
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
