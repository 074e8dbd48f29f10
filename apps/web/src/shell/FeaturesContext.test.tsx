import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFeatures } from './features';
import { FeaturesProvider, useFlag } from './FeaturesContext';

const ChatFlag = () => <p>{useFlag('chat') ? 'chat on' : 'chat off'}</p>;

describe('useFlag', () => {
  it('answers from the evaluated feature configuration', () => {
    const features = createFeatures({ status: 200, features: { chat: { defaultValue: true } }, dateUpdated: '' });
    render(
      <FeaturesProvider features={features}>
        <ChatFlag />
      </FeaturesProvider>,
    );
    expect(screen.getByText('chat on')).toBeTruthy();
  });

  it('treats a flag the configuration does not name as off', () => {
    const features = createFeatures({ status: 200, features: {}, dateUpdated: '' });
    render(
      <FeaturesProvider features={features}>
        <ChatFlag />
      </FeaturesProvider>,
    );
    expect(screen.getByText('chat off')).toBeTruthy();
  });
});
