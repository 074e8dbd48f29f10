import { contract } from '@klubhus/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/renderApp';
import { stubFetch } from '../../../testing/stubFetch';
import { importAnswers } from '../testing/answers';
import { stubResizeObserver } from '../testing/renderImport';

// The guide and the members screen's sub-paths on the app's real routes (spec document 1 §2: "Member import help
// guide at {members}/conventus-import-guide … any other sub-path redirects to /members").

beforeEach(() => {
  stubResizeObserver();
  stubFetch(
    ...importAnswers(null),
    answer(contract.clubOverview, [sampleClub]),
    answer(contract.userChildren, []),
    answer(contract.memberOverview, {
      members: [],
      totalCount: 0,
      counts: { pendingRequests: 0, inactive: 0, clubRequests: 0 },
    }),
    answer(contract.memberRequests, { groupRequestTotal: 0, clubRequestTotal: 0, groupRequests: [], clubRequests: [] }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/members/conventus-import-guide', () => {
  it('is a six-step guide with a back button to /members, the templates and the support phone', async () => {
    renderApp('/members/conventus-import-guide', { session: signedInSession });
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Importér medlemmer fra Conventus' },
      { timeout: 3000 },
    );
    const main = heading.closest('main') as HTMLElement;
    const steps = within(main).getByRole('list', { name: 'Trin' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(6);
    expect(within(steps).getByRole('heading', { name: /^Trin 3:\s*Eksportér listen$/ })).toBeTruthy();
    expect(
      within(main)
        .getByRole('link', { name: /Tilbage til medlemmer/ })
        .getAttribute('href'),
    ).toBe('/members');
    const call = within(main).getByRole('link', { name: 'Ring til support på +45 70 20 30 40' });
    expect(call.getAttribute('href')).toBe('tel:+4570203040');
    const template = within(main).getByRole('link', { name: 'Medlemmer (CSV)' });
    expect(template.getAttribute('href')).toBe('/files/templates/medlemmer.csv');
    expect(template.hasAttribute('download')).toBe(true);
  });

  it.each(['/members/foo', '/members/conventus-import-guide/more', '/members/import'])(
    '%s redirects to /members',
    async (path) => {
      const { where, visited } = renderApp(path, { session: signedInSession });
      await waitFor(() => expect(where()).toMatch(/^\/members\?/), { timeout: 3000 });
      expect(visited).toContain('/members');
    },
  );
});

describe('the members toolbar slot', () => {
  it('shows "Importér medlemmer" on the members screen, loaded with the screen', async () => {
    renderApp('/members', { session: signedInSession });
    expect(await screen.findByRole('button', { name: 'Importér medlemmer' }, { timeout: 3000 })).toBeTruthy();
  });
});
