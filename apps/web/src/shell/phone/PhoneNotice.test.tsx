import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenProviders } from '../../testing/ScreenProviders';
import { PhoneNotice } from './PhoneNotice';

// A brand that configures no store link (ADR 008: Klubhus's own, until its apps are published).
vi.mock('../useStoreLinks', () => ({ useStoreLinks: () => [] }));

describe('the phone notice of a brand without store links', () => {
  it('shows no store button and no advice to use an app, and makes continuing in the browser the action', () => {
    const onContinue = vi.fn();
    render(
      <ScreenProviders>
        <PhoneNotice onContinue={onContinue} />
      </ScreenProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Brug en computer' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('På telefonen skal du bruge vores app i stedet.')).toBeNull();
    expect(screen.getByText('Du kan også bruge siden her i browseren.')).toBeTruthy();
    screen.getByRole('button', { name: 'Fortsæt i browseren' }).click();
    expect(onContinue).toHaveBeenCalledOnce();
  });
});
