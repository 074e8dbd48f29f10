import { activityTypePresets, contract } from '@klubhus/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, pending, type Answer } from '../../../testing/apiStub';
import { sampleClub, signedInSession } from '../../../testing/fixtures';
import { ScreenProviders } from '../../../testing/ScreenProviders';
import { stubFetch } from '../../../testing/stubFetch';
import { sampleActivityTypes, sampleOwnTypes } from '../testing/answers';
import { activityTypesScreenAnswers } from '../testing/writeAnswers';
import { ActivityTypesRoute } from './ActivityTypesRoute';

/** jsdom has no ResizeObserver, which the modal uses. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));

const stub = (...answers: Answer[]) => stubFetch(...activityTypesScreenAnswers(), ...answers);

const renderTab = () =>
  render(
    <ScreenProviders path="/settings/activities" session={signedInSession}>
      <ActivityTypesRoute />
    </ScreenProviders>,
  );

const list = () => screen.findByRole('list', { name: 'Klubbens aktivitetstyper' });
const rowOf = async (title: string) =>
  (await within(await list()).findByText(title, { selector: 'span.truncate.font-medium' })).closest('li')!;

/** Opens a row's "Rediger" menu and picks an action. */
const openAction = async (title: string, action: string) => {
  fireEvent.click(within(await rowOf(title)).getByRole('button', { name: `Rediger ${title}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole(action === 'Slet' ? 'alertdialog' : 'dialog');
};

const editBodies = (api: ReturnType<typeof stub>) =>
  api.sent(contract.editActivityType).map((call) => call.body as Record<string, unknown>);

describe('ActivityTypesRoute', () => {
  it('lists the visible types with their titles, never the removed one', async () => {
    stub();
    renderTab();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(sampleActivityTypes.filter((type) => !type.hidden).length);
    expect(screen.getByRole('button', { name: 'Rediger Styrketræning' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rediger Kamp' })).toBeTruthy();
    expect(screen.queryByText('Vinterbadning')).toBeNull();
  });

  it('adds a type: the button waits for a title, Enter submits, the title is sent', async () => {
    const api = stub();
    renderTab();
    await list();
    const field = screen.getByRole('textbox', { name: 'Ny aktivitetstype' });
    const add = screen.getByRole('button', { name: 'Tilføj' });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: '   ' } });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: 'Svømning' } });
    expect(add.hasAttribute('disabled')).toBe(false);
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText('Svømning er tilføjet')).toBeTruthy();
    expect(api.sent(contract.createActivityType).map((call) => call.body)).toEqual([
      { activityTypeTitle: 'Svømning', clubId: sampleClub.clubId },
    ]);
    expect(await within(await list()).findByRole('button', { name: 'Rediger Svømning' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Ny aktivitetstype' }) as HTMLInputElement).value).toBe('');
  });

  it('shows a full club (409 activityTypesFull) under the title', async () => {
    stub(
      failure(contract.createActivityType, 409, {
        message: 'Klubben har allerede 50 aktivitetstyper',
        code: 'activityTypesFull',
      }),
    );
    renderTab();
    await list();
    fireEvent.change(screen.getByRole('textbox', { name: 'Ny aktivitetstype' }), { target: { value: 'Svømning' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tilføj' }));
    expect(await screen.findByText('Klubben har allerede 50 aktivitetstyper')).toBeTruthy();
  });

  it('renames a type with one call', async () => {
    const api = stub();
    renderTab();
    const dialog = await openAction('Styrketræning', 'Omdøb');
    const title = within(dialog).getByRole('textbox', { name: /^Titel/ });
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText('Skal udfyldes')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Styrke' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Titlen er gemt')).toBeTruthy();
    expect(editBodies(api)).toEqual([
      {
        clubId: sampleClub.clubId,
        clubActivityTypeId: sampleOwnTypes.strength.clubActivityTypeId,
        activityTypeTitle: 'Styrke',
      },
    ]);
  });

  it('saves a committed colour as exactly one field under its wire name', async () => {
    const api = stub();
    renderTab();
    const dialog = await openAction('Forældremøde', 'Farver');
    const badge = within(within(dialog).getByRole('region', { name: 'Mærkat' }));
    const background = badge.getByRole('textbox', { name: 'Baggrund' });
    fireEvent.change(background, { target: { value: '#f0a9a9' } });
    expect(editBodies(api)).toEqual([]);
    fireEvent.blur(background);
    expect(await within(dialog).findByText('Farven er gemt')).toBeTruthy();
    expect(editBodies(api)).toEqual([
      {
        clubId: sampleClub.clubId,
        clubActivityTypeId: sampleOwnTypes.parents.clubActivityTypeId,
        BackgroundHexColor_LightTheme: '#F0A9A9',
      },
    ]);
  });

  it('warns when a pair fails WCAG AA', async () => {
    stub();
    renderTab();
    const dialog = await openAction('Forældremøde', 'Farver');
    expect(within(dialog).queryByText(/^Svær at læse/)).toBeNull();
    const soft = within(within(dialog).getByRole('region', { name: 'Lys baggrund' }));
    const font = soft.getByRole('textbox', { name: 'Skrift' });
    fireEvent.change(font, { target: { value: '#DDDDDD' } });
    fireEvent.blur(font);
    expect(await soft.findByText('Svær at læse: kontrasten er 1,1:1, mindst 4,5:1 anbefales.')).toBeTruthy();
  });

  it('applies a preset as six calls, one field each, in order', async () => {
    const api = stub();
    renderTab();
    const dialog = await openAction('Forældremøde', 'Farver');
    fireEvent.click(within(dialog).getByRole('option', { name: 'Grøn' }));
    expect(await within(dialog).findByText('Farveforslaget er gemt')).toBeTruthy();
    const green = activityTypePresets.green;
    expect(editBodies(api).map(({ clubId: _c, clubActivityTypeId: _t, ...change }) => change)).toEqual([
      { BackgroundHexColor_LightTheme: green.backgroundHexColorLightTheme },
      { FontHexColor_LightTheme: green.fontHexColorLightTheme },
      { BackgroundHexColor_LightLightTheme: green.backgroundHexColorLightLightTheme },
      { FontHexColor_LightLightTheme: green.fontHexColorLightLightTheme },
      { BackgroundHexColor_DarkLightTheme: green.backgroundHexColorDarkLightTheme },
      { FontHexColor_DarkLightTheme: green.fontHexColorDarkLightTheme },
    ]);
    expect(within(dialog).getByRole('option', { name: 'Grøn', selected: true })).toBeTruthy();
  });

  it('says how far a preset came when a call fails', async () => {
    let calls = 0;
    stub(
      answer(contract.editActivityType, ({ body }) => {
        calls += 1;
        if (calls === 3) return failure(contract.editActivityType, 400, { message: 'Ugyldig', code: 'invalidColour' });
        return { ...sampleOwnTypes.parents, ...(body as object) };
      }),
    );
    renderTab();
    const dialog = await openAction('Forældremøde', 'Farver');
    fireEvent.click(within(dialog).getByRole('option', { name: 'Rød' }));
    expect(
      await within(dialog).findByText('Farveforslaget blev kun delvist gemt (2 af 6 farver). Prøv igen.'),
    ).toBeTruthy();
    expect(calls).toBe(3);
  });

  it('sends one call per changed translation; an emptied one removes it', async () => {
    const api = stub();
    renderTab();
    const dialog = await openAction('Styrketræning', 'Oversættelser');
    const english = within(dialog).getByRole('textbox', { name: 'Engelsk' });
    expect((english as HTMLInputElement).value).toBe('Strength training');
    fireEvent.change(english, { target: { value: '' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tysk' }), { target: { value: 'Krafttraining' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Oversættelserne er gemt')).toBeTruthy();
    expect(
      editBodies(api).map((body) => (body as { activityTypeTitleTranslation: unknown }).activityTypeTitleTranslation),
    ).toEqual([
      { language: 'en', title: '' },
      { language: 'de', title: 'Krafttraining' },
    ]);
  });

  it('picks an icon of the list and sends its base64', async () => {
    const api = stub();
    renderTab();
    const dialog = await openAction('Forældremøde', 'Ikon');
    fireEvent.click(await within(dialog).findByRole('option', { name: 'trophy' }));
    expect(await within(dialog).findByText('Ikonet er gemt')).toBeTruthy();
    expect(editBodies(api)).toEqual([
      {
        clubId: sampleClub.clubId,
        clubActivityTypeId: sampleOwnTypes.parents.clubActivityTypeId,
        base64IconImage: 'iVBORw0KGgo=',
      },
    ]);
  });

  it('deletes (hides) a type after asking', async () => {
    const api = stub();
    renderTab();
    const dialog = await openAction('Forældremøde', 'Slet');
    expect(within(dialog).getByRole('heading', { name: 'Slet Forældremøde?' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect(await screen.findByText('Forældremøde er slettet')).toBeTruthy();
    expect(api.sent(contract.removeActivityType).map((call) => call.body)).toEqual([
      { clubActivityTypeId: sampleOwnTypes.parents.clubActivityTypeId, clubId: sampleClub.clubId },
    ]);
  });

  it('shows 409 lastActivityType in the delete dialog', async () => {
    stub(
      failure(contract.removeActivityType, 409, {
        message: 'Klubben skal have mindst én aktivitetstype',
        code: 'lastActivityType',
      }),
    );
    renderTab();
    const dialog = await openAction('Forældremøde', 'Slet');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect(await within(dialog).findByText('Klubben skal have mindst én aktivitetstype')).toBeTruthy();
  });

  it('shows loading, then an empty club', async () => {
    stub(answer(contract.activityTypes, [sampleOwnTypes.removed]));
    renderTab();
    expect(screen.getByRole('progressbar', { name: 'Henter aktivitetstyper' })).toBeTruthy();
    expect(await screen.findByText('Klubben har ingen aktivitetstyper')).toBeTruthy();
  });

  it('keeps loading while the list does not answer', async () => {
    stub(pending(contract.activityTypes));
    renderTab();
    await act(async () => {});
    expect(screen.getByRole('progressbar', { name: 'Henter aktivitetstyper' })).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    const api = stub(failure(contract.activityTypes, 500, 'Serverfejl'));
    renderTab();
    const alert = await screen.findByText('Aktivitetstyperne kunne ikke hentes.');
    expect(alert).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(api.sent(contract.activityTypes).length).toBeGreaterThan(1));
  });

  it('shows a notice to a non-administrator and fetches no types', async () => {
    const api = stub(answer(contract.clubOverview, [{ ...sampleClub, memberType: 1 }]));
    renderTab();
    expect(await screen.findByText('Kun administratorer kan ændre aktivitetstyperne.')).toBeTruthy();
    expect(api.sent(contract.activityTypes)).toHaveLength(0);
  });
});
