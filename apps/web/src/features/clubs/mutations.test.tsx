import { contract } from '@klubhus/domain';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { connectApi } from '../../shell/api';
import { sessionQueries } from '../../shell/session/sessionQueries';
import { answer } from '../../testing/apiStub';
import { sampleClub, sampleClubSettings } from '../../testing/fixtures';
import { stubFetch } from '../../testing/stubFetch';
import { clubMutations } from './mutations';
import { clubQueries } from './queries';

connectApi('/api');

describe('clubMutations.uploadLogo', () => {
  it('uploads the image as logo.png, stores the new address and refetches the club list', async () => {
    const api = stubFetch(
      answer(contract.putClubHeaderImage, { imageUrl: '/files/clubs/12/new.png' }),
      answer(contract.clubOverview, [sampleClub]),
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData(clubQueries.settings(12).queryKey, sampleClubSettings);
    queryClient.setQueryData(sessionQueries.clubs().queryKey, [sampleClub]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMutation(clubMutations.uploadLogo()), { wrapper });

    result.current.mutate({
      clubId: 12,
      image: { base64: btoa('png-bytes'), mimeType: 'image/png', width: 1, height: 1 },
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const [upload] = api.sent(contract.putClubHeaderImage);
    expect(upload?.params).toEqual({ clubId: '12' });
    const image = (upload?.body as FormData).get('image') as File;
    expect([image.name, image.type, await image.text()]).toEqual(['logo.png', 'image/png', 'png-bytes']);
    expect(queryClient.getQueryData(clubQueries.settings(12).queryKey)?.imageUrl).toBe('/files/clubs/12/new.png');
    expect(queryClient.getQueryState(sessionQueries.clubs().queryKey)?.isInvalidated).toBe(true);
  });
});
