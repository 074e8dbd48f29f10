import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plainFlags } from './flags';
import { FlagsProvider, useFlag } from './FlagsContext';

const ChatFlag = () => <p>{useFlag('chat') ? 'chat on' : 'chat off'}</p>;

describe('useFlag', () => {
  it('answers from the evaluated feature configuration', () => {
    const flags = plainFlags({ status: 200, features: { chat: { defaultValue: true } }, dateUpdated: '' });
    render(
      <FlagsProvider flags={flags}>
        <ChatFlag />
      </FlagsProvider>,
    );
    expect(screen.getByText('chat on')).toBeTruthy();
  });

  it('treats a flag the configuration does not name as off', () => {
    const flags = plainFlags({ status: 200, features: {}, dateUpdated: '' });
    render(
      <FlagsProvider flags={flags}>
        <ChatFlag />
      </FlagsProvider>,
    );
    expect(screen.getByText('chat off')).toBeTruthy();
  });
});
