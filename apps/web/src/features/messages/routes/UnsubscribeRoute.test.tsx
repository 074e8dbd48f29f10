import { contract, messageRefusals } from '@klubhus/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/apiStub';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { messagesAnswers, sampleToken } from '../testing/answers';
import { UnsubscribeRoute } from './UnsubscribeRoute';

const renderAt = (path = `/unsubscribe?token=${sampleToken}`) =>
  render(
    <ScreenProviders path={path}>
      <UnsubscribeRoute />
    </ScreenProviders>,
  );

describe('/unsubscribe', { timeout: 20_000 }, () => {
  it('shows the club and changes nothing until the button is pressed', async () => {
    const api = stubFetch(...messagesAnswers);
    renderAt();
    const button = await screen.findByRole('button', { name: 'Afmeld beskeder fra Aarhus Roklub på mail' });
    expect(api.sent(contract.messageMailChoice)[0]?.query).toEqual({ token: sampleToken });
    expect(api.sent(contract.setMessageMailChoice)).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByText('Du får ikke længere beskeder fra Aarhus Roklub på mail.')).toBeTruthy();
    const sent = api.sent(contract.setMessageMailChoice)[0];
    expect(sent?.query).toEqual({ token: sampleToken });
    expect(String(sent?.body)).toBe('subscribe=false');
  });

  it('subscribes again with "Tilmeld igen"', async () => {
    const api = stubFetch(
      ...messagesAnswers,
      answer(contract.messageMailChoice, { club: 'Aarhus Roklub', subscribed: false }),
    );
    renderAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Tilmeld igen' }));
    expect(await screen.findByText('Du får igen beskeder fra Aarhus Roklub på mail.')).toBeTruthy();
    expect(String(api.sent(contract.setMessageMailChoice)[0]?.body)).toBe('subscribe=true');
  });

  it('says so when the link is not valid', async () => {
    stubFetch(...messagesAnswers, failure(contract.messageMailChoice, 404, messageRefusals.unsubscribeLinkInvalid));
    renderAt();
    expect(await screen.findByText('Linket er ikke gyldigt')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so without a token, calling nothing', async () => {
    const api = stubFetch(...messagesAnswers);
    renderAt('/unsubscribe');
    expect(await screen.findByText('Linket er ikke gyldigt')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('offers a retry when the server fails', async () => {
    stubFetch(...messagesAnswers, failure(contract.messageMailChoice, 503, 'Unavailable'));
    renderAt();
    expect(await screen.findByText('Det lykkedes ikke. Prøv igen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeTruthy();
  });
});
