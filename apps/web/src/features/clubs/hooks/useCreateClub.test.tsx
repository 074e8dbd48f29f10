import { contract } from '@klubhus/domain';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../shell/session/SessionContext';
import { answer, failure, type Answer } from '../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { newClubBody } from '../mutations';
import { LogoUploadError, useCreateClub } from './useCreateClub';

const values = { title: 'Aarhus Roklub', zip: '8000', city: 'Aarhus', address: '', phoneNumber: '', homePage: '' };
// A 1×1 PNG's first bytes are enough: the server checks the type, the test checks what is sent.
const image = { base64: btoa('\x89PNG'), mimeType: 'image/png', width: 1, height: 1 };

const OverviewProbe = () => {
  const { clubId } = useSession();
  return (
    <p>
      Overview {JSON.stringify(useLocation().state)} club={clubId}
    </p>
  );
};

/** The hook on /create-club, beside an /overview that shows how the user arrived. */
const wrapper = ({ children }: { children: ReactNode }) => (
  <ScreenProviders path="/create-club" session={{ ...signedInSession, clubId: null }}>
    <Routes>
      <Route path="/create-club" element={children} />
      <Route path="/overview" element={<OverviewProbe />} />
    </Routes>
  </ScreenProviders>
);

type LogoAnswer = Answer<typeof contract.putClubHeaderImage>;

/** The API answering newclub with club 44 and the logo upload to it with `logoAnswers` in turn. */
const stubNewClub = (logoAnswers: LogoAnswer[]) =>
  stubFetch(
    answer(contract.newClub, { clubId: 44 }),
    answer(contract.putClubHeaderImage, ({ params }) => {
      const next = params.clubId === '44' ? logoAnswers.shift() : undefined;
      return next ?? failure(contract.putClubHeaderImage, 404, 'Not found');
    }),
    answer(contract.clubOverview, [{ ...sampleClub, clubId: 44 }]),
  );

const uploaded = answer(contract.putClubHeaderImage, { imageUrl: '/files/clubs/44/logo.png' });

describe('newClubBody', () => {
  it('sends blank optional fields as null', () => {
    expect(newClubBody({ ...values, description: undefined })).toEqual({
      title: 'Aarhus Roklub',
      zip: '8000',
      city: 'Aarhus',
      address: null,
      phoneNumber: null,
      homePage: null,
      description: null,
    });
  });
});

describe('useCreateClub', () => {
  it('creates the club, then uploads the chosen logo to it, then lands on /overview', async () => {
    const api = stubNewClub([uploaded]);
    const { result } = renderHook(() => useCreateClub(), { wrapper });
    await act(() => result.current.create({ values, image }));
    expect(api.sent(contract.newClub)).toHaveLength(1);
    const [upload] = api.sent(contract.putClubHeaderImage);
    expect(upload?.params).toEqual({ clubId: '44' });
    const sent = upload?.body;
    expect(sent).toBeInstanceOf(FormData);
    const file = (sent as FormData).get('image');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('logo.png');
    expect((file as File).type).toBe('image/png');
    expect(await screen.findByText('Overview {"clubCreated":true} club=44')).toBeTruthy();
  });

  it('keeps the created club when the logo fails: a retry uploads only the logo', async () => {
    const api = stubNewClub([failure(contract.putClubHeaderImage, 500, 'disk full'), uploaded]);
    const { result } = renderHook(() => useCreateClub(), { wrapper });
    let thrown: unknown;
    await act(async () => {
      thrown = await result.current.create({ values, image }).catch((error: unknown) => error);
    });
    expect(thrown).toBeInstanceOf(LogoUploadError);
    // The created club is the creation mutation's own state, which reaches the hook with react-query's next
    // notification, not within the same act().
    await waitFor(() => expect(result.current.createdClubId).toBe(44));
    expect(screen.queryByText(/^Overview/)).toBeNull();

    await act(() => result.current.create({ values, image }));
    expect(api.sent(contract.newClub)).toHaveLength(1);
    expect(api.sent(contract.putClubHeaderImage)).toHaveLength(2);
    expect(await screen.findByText('Overview {"clubCreated":true} club=44')).toBeTruthy();
  });

  it('lets the user go on without the logo once the club exists', async () => {
    stubNewClub([failure(contract.putClubHeaderImage, 400, { message: 'Kun billeder', code: 'imagesOnly' })]);
    const { result } = renderHook(() => useCreateClub(), { wrapper });
    await act(async () => {
      await result.current.create({ values, image }).catch(() => undefined);
    });
    await act(() => result.current.finish(44));
    expect(await screen.findByText('Overview {"clubCreated":true} club=44')).toBeTruthy();
  });
});
