import { describe, expect, it } from 'vitest';
import { HOST_NAME_MAX, hostName } from './hostName.js';

describe('hostName', () => {
  it('trims and lower-cases', () => {
    expect(hostName.parse('  Klub.Example.DK ')).toBe('klub.example.dk');
  });

  it.each([
    ['empty', '', 'required'],
    ['blank', '   ', 'required'],
    ['too long', 'a'.repeat(HOST_NAME_MAX + 1), 'maxLength'],
    ['with a port', 'klub.dk:8080', 'domainValid'],
    ['with a path', 'klub.dk/api', 'domainValid'],
    ['with an underscore', 'klub_dk', 'domainValid'],
    ['with a non-ASCII letter', 'æblegrød.dk', 'domainValid'],
    ['with a NUL', 'klub\u0000.dk', 'invalidCharacter'],
  ])('refuses a name %s', (_label, value, message) => {
    expect(hostName.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('accepts the longest name', () => {
    expect(hostName.safeParse('a'.repeat(HOST_NAME_MAX)).success).toBe(true);
  });
});
