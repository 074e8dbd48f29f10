import { describe, expect, it } from 'vitest';
import { readMemberFilter, withParams } from './memberFilter';

const read = (query: string) => readMemberFilter(new URLSearchParams(query));

describe('readMemberFilter', () => {
  it('reads a complete query', () => {
    expect(read('group=7&key=surname&direction=desc&status=inactive').filter).toEqual({
      group: 7,
      key: 'surname',
      direction: 'desc',
      status: 'inactive',
    });
    expect(read('group=notInGroups&key=type&direction=asc').filter).toEqual({
      group: 'notInGroups',
      key: 'type',
      direction: 'asc',
    });
  });

  it('fills in the defaults for what is missing or unreadable, keeping the rest', () => {
    expect(read('openMember=i4').redirect?.toString()).toBe('openMember=i4&group=all&key=firstName&direction=asc');
    expect(read('group=07&key=surname&direction=up').redirect?.toString()).toBe('group=all&key=surname&direction=asc');
  });
});

describe('withParams', () => {
  it('sets and removes parameters, keeping the others', () => {
    const next = withParams(new URLSearchParams('group=all&openMember=3'), { group: '5', openMember: undefined });
    expect(next.toString()).toBe('group=5');
  });
});
