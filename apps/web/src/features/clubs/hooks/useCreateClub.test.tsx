import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../shell/session/SessionContext';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
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

/** fetch answering newclub with club 44 and the logo upload with `logoAnswers` in turn. */
const stubApi = (logoAnswers: (() => Response)[]) => {
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === '/api/v2/web/newclub') return Response.json({ clubId: 44 }, { status: 201 });
    if (url === '/api/v3/clubs/44/images/header' && init.method === 'PUT') {
      const answer = logoAnswers.shift();
      if (answer) return answer();
    }
    if (url === '/api/v2/web/cluboverview') return Response.json([{ ...sampleClub, clubId: 44 }]);
    return Response.json({ statusCode: 404, message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

const callsTo = (fetch: ReturnType<typeof stubApi>, path: string) =>
  fetch.mock.calls.filter(([url]) => url === `/api${path}`);

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
    const fetch = stubApi([() => Response.json({ imageUrl: '/files/clubs/44/logo.png' })]);
    const { result } = renderHook(() => useCreateClub(), { wrapper });
    await act(() => result.current.create({ values, image }));
    expect(callsTo(fetch, '/v2/web/newclub')).toHaveLength(1);
    const [upload] = callsTo(fetch, '/v3/clubs/44/images/header');
    const sent = upload?.[1]?.body;
    expect(sent).toBeInstanceOf(FormData);
    const file = (sent as FormData).get('image');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('logo.png');
    expect((file as File).type).toBe('image/png');
    expect(await screen.findByText('Overview {"clubCreated":true} club=44')).toBeTruthy();
  });

  it('keeps the created club when the logo fails: a retry uploads only the logo', async () => {
    const fetch = stubApi([
      () => Response.json({ statusCode: 500, message: 'disk full' }, { status: 500 }),
      () => Response.json({ imageUrl: '/files/clubs/44/logo.png' }),
    ]);
    const { result } = renderHook(() => useCreateClub(), { wrapper });
    let failure: unknown;
    await act(async () => {
      failure = await result.current.create({ values, image }).catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(LogoUploadError);
    expect(result.current.createdClubId).toBe(44);
    expect(screen.queryByText(/^Overview/)).toBeNull();

    await act(() => result.current.create({ values, image }));
    expect(callsTo(fetch, '/v2/web/newclub')).toHaveLength(1);
    expect(callsTo(fetch, '/v3/clubs/44/images/header')).toHaveLength(2);
    expect(await screen.findByText('Overview {"clubCreated":true} club=44')).toBeTruthy();
  });

  it('lets the user go on without the logo once the club exists', async () => {
    stubApi([() => Response.json({ statusCode: 400, message: 'Kun billeder', code: 'imagesOnly' }, { status: 400 })]);
    const { result } = renderHook(() => useCreateClub(), { wrapper });
    await act(async () => {
      await result.current.create({ values, image }).catch(() => undefined);
    });
    await act(() => result.current.finish(44));
    expect(await screen.findByText('Overview {"clubCreated":true} club=44')).toBeTruthy();
  });
});
