import { activityRefusals, contract } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/apiStub';
import {
  detailAnswer,
  sampleCancelledDetail,
  sampleImages,
  sampleMatchDetail,
  samplePastDetail,
  samplePracticeDetail,
} from '../testing/answers';
import { openActivity, stubActivities, stubObservers } from '../testing/renderActivities';
import { detailActions } from './ActivityDetailModal';

beforeEach(stubObservers);

/** The value of a field of the detail, by its label. */
const field = (dialog: HTMLElement, label: string) => {
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

const chooseFiles = (dialog: HTMLElement, files: File[]) => {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file picker');
  fireEvent.change(input, { target: { files } });
};
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

// The detail holds the participant lists, statistics and comments too: seconds in jsdom on a busy machine.
describe('ActivityDetailModal', { timeout: 15_000 }, () => {
  it('shows a weekly practice in the club’s zone on both sides of the end of summer time', async () => {
    stubActivities();
    const first = await openActivity(101, 'Træning for U11');
    // 2026-10-22T15:00Z (summer time) and 2026-10-29T16:00Z (winter time) are both 17:00 in Copenhagen.
    expect(field(first, 'Tidspunkt')).toMatch(/22\. okt\. 2026 · 17:00–18:30$/);
    expect(field(first, 'Gentagelse')).toMatch(/^Hver uge til og med .*17\. dec\. 2026$/);
    expect(field(first, 'Sted')).toBe('Kunstgræsbanen, Tangkrogen');
    expect(field(first, 'Ansvarlig')).toContain('Lars Møller');
    const groups = within(first).getByRole('list', { name: 'Inviterede grupper' });
    expect(
      within(groups)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['U11 drenge', 'U11 piger']);
    // The description is text with its line breaks kept.
    const description = within(first).getByText(/^Husk drikkedunk/);
    expect(description.textContent).toBe('Husk drikkedunk og benskinner.\nVi starter med opvarmning på løbebanen.');
    expect(description.className).toContain('whitespace-pre-line');
    fireEvent.keyDown(first, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the next occurrence, after the change to winter time, at 17:00 too', async () => {
    stubActivities();
    const next = await openActivity(102, 'Træning for U11');
    expect(field(next, 'Tidspunkt')).toMatch(/29\. okt\. 2026 · 17:00–18:30$/);
  });

  it('shows a match’s payment, deadline, co-hosts, counts, cover and images', async () => {
    stubActivities();
    const dialog = await openActivity(103, 'Stævne i Odense');
    expect(field(dialog, 'Beløb')).toBe('kr. 150,00');
    expect(field(dialog, 'Tilmeldingsfrist')).toMatch(/1\. nov\. 2026 · 23:59$/);
    expect(field(dialog, 'Medarrangører')).toMatch(/Lars Møller.*Søren Pedersen/);
    expect(field(dialog, 'Inviterede i alt')).toBe('40');
    expect(field(dialog, 'Deltagere')).toBe('12');
    expect(field(dialog, 'Afbud')).toBe('3');
    expect(field(dialog, 'Deltagelsesprocent')).toBe('30\u00a0%');
    expect(within(dialog).getByText('Højst 16 deltagere · Ledige pladser: 4')).toBeTruthy();
    // The type's pill, by the club's title for it (the statistics' table below names the type too).
    expect(within(dialog).getAllByText('Kamp')[0]?.closest('[role="grid"]')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Coverbillede til Stævne i Odense' })).toBeTruthy();
    for (const number of [1, 2, 3]) {
      expect(within(dialog).getByRole('button', { name: `Billede ${number} til Stævne i Odense` })).toBeTruthy();
    }
  });

  it('shows the type in the club’s colours and icon, a removed type’s too', async () => {
    stubActivities();
    const dialog = await openActivity(107, 'Nytårsdukkert');
    const badge = (await within(dialog).findAllByText('Vinterbadning'))[0]!.parentElement!;
    expect(badge.style.backgroundColor).toBe('rgb(169, 200, 240)');
    expect(badge.querySelector('img')).not.toBeNull();
  });

  it('opens an image in the lightbox', async () => {
    stubActivities();
    const dialog = await openActivity(103, 'Stævne i Odense');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Billede 2 til Stævne i Odense' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Billede 2 til Stævne i Odense' });
    expect(lightbox.querySelector('img')?.getAttribute('src')).toBe(sampleImages.night);
  });

  it.each([
    ['a coming activity', samplePracticeDetail, ['Aflys', 'Kopiér', 'Rediger']],
    ['a past one', samplePastDetail, ['Aflys', 'Kopiér', 'Luk']],
    ['a cancelled one', sampleCancelledDetail, ['Kopiér', 'Luk']],
    ['one the user may not edit', { ...samplePracticeDetail, canEdit: false }, ['Luk']],
  ])('offers the actions %s allows', async (_case, activity, actions) => {
    stubActivities(answer(contract.getActivity, activity));
    const dialog = await openActivity(activity.id, activity.title);
    const footer = buttonNames(dialog).filter((name) => ['Aflys', 'Kopiér', 'Rediger', 'Luk'].includes(name ?? ''));
    // The header's close button is 'Luk' too: the footer's actions follow it.
    expect(footer.slice(1)).toEqual(actions);
    expect(detailActions(activity)).toEqual({
      edit: actions.includes('Rediger'),
      copy: actions.includes('Kopiér'),
      cancel: actions.includes('Aflys'),
    });
  });

  it('marks a cancelled activity with its reason', async () => {
    stubActivities();
    const dialog = await openActivity(104, 'Bestyrelsesmøde');
    expect(within(dialog).getByText('Aktiviteten er aflyst')).toBeTruthy();
    expect(within(dialog).getByText('Begrundelse: Formanden er syg, vi finder en ny dato.')).toBeTruthy();
    expect(within(dialog).getByText('Aflyst')).toBeTruthy();
  });

  it('offers no image changes to who may not edit', async () => {
    stubActivities(answer(contract.getActivity, { ...sampleMatchDetail, canEdit: false }));
    const dialog = await openActivity(103, 'Stævne i Odense');
    expect(within(dialog).queryByRole('button', { name: /^Slet billede/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Tilføj billeder' })).toBeNull();
  });

  it('says so when the user has no access to the activity', async () => {
    stubActivities(failure(contract.getActivity, 403, 'Forbidden'));
    const dialog = await openActivity(101, 'Aktivitet');
    expect(await within(dialog).findByText('Du har ikke adgang til denne aktivitet.')).toBeTruthy();
  });

  it('offers a retry when the detail fails otherwise', async () => {
    let fail = true;
    stubActivities(
      answer(contract.getActivity, () =>
        fail ? failure(contract.getActivity, 500, 'Database unavailable') : samplePracticeDetail,
      ),
    );
    const dialog = await openActivity(101, 'Aktivitet');
    fail = false;
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByRole('dialog', { name: 'Træning for U11' })).toBeTruthy();
  });

  describe('images', () => {
    it('deletes an image only once confirmed', async () => {
      const api = stubActivities();
      const dialog = await openActivity(103, 'Stævne i Odense');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Slet billede 2' }));
      let confirm = await screen.findByRole('alertdialog', { name: 'Slet billedet?' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Fortryd' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(api.sent(contract.activityImageDelete)).toEqual([]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Slet billede 2' }));
      confirm = await screen.findByRole('alertdialog', { name: 'Slet billedet?' });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Slet' }));
      await waitFor(() => expect(api.sent(contract.activityImageDelete)).toHaveLength(1));
      expect(api.sent(contract.activityImageDelete)[0]).toMatchObject({
        params: { id: '103' },
        body: { url: sampleImages.night },
      });
      expect(await within(dialog).findByText('Billedet er slettet.')).toBeTruthy();
    });

    it('refuses a file that is not an image, before any call', async () => {
      const api = stubActivities();
      const dialog = await openActivity(103, 'Stævne i Odense');
      chooseFiles(dialog, [png('bane.png'), new File(['x'], 'program.pdf', { type: 'application/pdf' })]);
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Kun billeder kan bruges');
      expect(api.sent(contract.newActivityImages)).toEqual([]);
    });

    it('refuses more than 10 images at once, before any call', async () => {
      const api = stubActivities();
      const dialog = await openActivity(103, 'Stævne i Odense');
      chooseFiles(
        dialog,
        Array.from({ length: 11 }, (_, index) => png(`billede-${index}.png`)),
      );
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Vælg højst 10 billeder ad gangen');
      expect(api.sent(contract.newActivityImages)).toEqual([]);
    });

    it('adds the images chosen in one multipart call and reads the activity again', async () => {
      const api = stubActivities();
      const dialog = await openActivity(103, 'Stævne i Odense');
      chooseFiles(dialog, [png('a.png'), png('b.png')]);
      await waitFor(() => expect(api.sent(contract.newActivityImages)).toHaveLength(1));
      const body = api.sent(contract.newActivityImages)[0]?.body as FormData;
      expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
      expect(await within(dialog).findByText('Billederne er tilføjet.')).toBeTruthy();
      await waitFor(() => expect(api.calls.filter((call) => call.entry === contract.getActivity)).toHaveLength(2));
    });

    it('shows the server’s words when the activity would hold more than 20 images', async () => {
      stubActivities(failure(contract.newActivityImages, 409, { ...activityRefusals.tooManyImages, field: 'images' }));
      const dialog = await openActivity(103, 'Stævne i Odense');
      chooseFiles(dialog, [png('a.png')]);
      expect((await within(dialog).findByRole('alert')).textContent).toBe('En aktivitet kan højst have 20 billeder');
    });

    it('offers no picker once an activity holds 20 images, and says why', async () => {
      const full = {
        ...sampleMatchDetail,
        images: Array.from({ length: 20 }, (_, index) => `${sampleImages.snow}#${index}`),
      };
      stubActivities(detailAnswer([full]));
      const dialog = await openActivity(103, 'Stævne i Odense');
      expect(within(dialog).queryByRole('button', { name: 'Tilføj billeder' })).toBeNull();
      expect(within(dialog).getByText('En aktivitet kan højst have 20 billeder')).toBeTruthy();
    });
  });
});
