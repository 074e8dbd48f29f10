import { activityRefusals, contract, participationRefusals, type ActivityComment } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, failure } from '../../../../testing/apiStub';
import { commentedMatchDetail, sampleComments } from '../../testing/answers';
import { openActivity, stubActivities, stubObservers } from '../../testing/renderActivities';

beforeEach(stubObservers);

/** The match's detail with `fields` changed (its comments, by default). */
const withMatch = (fields: Partial<typeof commentedMatchDetail> = {}) =>
  answer(contract.getActivity, { ...commentedMatchDetail, ...fields });

const openMatch = async () => {
  const dialog = await openActivity(103, 'Stævne i Odense');
  return within(dialog).getByRole('region', { name: 'Kommentarer' });
};

/** The comments shown, by their text (an image comment by its picture's name). */
const shownComments = (section: HTMLElement) =>
  within(within(section).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

const png = (name: string, bytes = 3) => new File(['p'.repeat(bytes)], name, { type: 'image/png' });

const chooseImage = (section: HTMLElement, file: File) => {
  const input = section.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No image picker');
  fireEvent.change(input, { target: { files: [file] } });
};

describe('ActivityComments: the list', { timeout: 15_000 }, () => {
  it('shows the last three, all with "Vis flere" and three again with "Vis færre"', async () => {
    stubActivities(withMatch());
    const section = await openMatch();
    expect(shownComments(section)).toEqual([
      expect.stringMatching(/Søren Pedersen.*Programmet ligger her/),
      expect.stringMatching(/Ida Ærø/),
      expect.stringMatching(/Anna Hansen.*Tak for billedet, Ida!/),
    ]);
    expect(within(section).getByText('Viser 3 af 5')).toBeTruthy();
    const more = within(section).getByRole('button', { name: 'Vis flere' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(shownComments(section)).toHaveLength(5);
    expect(shownComments(section)[0]).toMatch(/Mette Nielsen.*Husk at tilmelde jer/);
    const less = within(section).getByRole('button', { name: 'Vis færre' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(shownComments(section)).toHaveLength(3);
  });

  it('offers no "Vis flere" for three comments or fewer', async () => {
    stubActivities(withMatch({ comments: sampleComments.slice(0, 3), commentCount: 3 }));
    const section = await openMatch();
    expect(shownComments(section)).toHaveLength(3);
    expect(within(section).queryByRole('button', { name: 'Vis flere' })).toBeNull();
  });

  it('says when the detail carries only the newest of more comments', async () => {
    stubActivities(withMatch({ commentCount: 812 }));
    const section = await openMatch();
    fireEvent.click(within(section).getByRole('button', { name: 'Vis flere' }));
    expect(within(section).getByText('Viser de nyeste 5 af 812')).toBeTruthy();
  });

  it("shows the author's name and the time in the club's zone", async () => {
    stubActivities(withMatch());
    const section = await openMatch();
    // 2026-10-24T11:05Z is 13:05 in Copenhagen (summer time until 25 October).
    const time = within(section).getByText(/24\. okt\. 2026 · 13:05$/);
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-10-24T11:05:00.000Z');
  });

  it('makes addresses links that open a new tab, and keeps line breaks', async () => {
    stubActivities(withMatch());
    const section = await openMatch();
    const link = within(section).getByRole('link', { name: 'https://www.example.com/staevne/odense-2026' });
    expect(link.getAttribute('href')).toBe('https://www.example.com/staevne/odense-2026');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const text = link.parentElement!;
    expect(text.textContent).toBe(
      'Programmet ligger her: https://www.example.com/staevne/odense-2026\nVi spiller første kamp kl. 10.',
    );
    expect(text.className).toContain('whitespace-pre-line');
  });

  it('shows markup someone wrote as text, never as HTML', async () => {
    const hostile: ActivityComment = {
      ...sampleComments[0]!,
      comment: '<img src=x onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)">klik</a>',
    };
    stubActivities(withMatch({ comments: [hostile], commentCount: 1 }));
    const section = await openMatch();
    const list = within(section).getByRole('list');
    expect(list.querySelector('img, script, a')).toBeNull();
    expect(within(list).getByText(/^<img src=x onerror="alert\(1\)"><script>alert\(2\)<\/script>/)).toBeTruthy();
  });

  it('shows an image comment at most 300 px wide, and opens it in the lightbox', async () => {
    stubActivities(withMatch());
    const section = await openMatch();
    const image = within(section).getByRole('img', { name: 'Billede fra Ida Ærø' });
    expect(image.getAttribute('src')).toBe(sampleComments[3]!.comment);
    expect(image.style.maxWidth).toBe('300px');
    fireEvent.click(within(section).getByRole('button', { name: 'Billede fra Ida Ærø' }));
    expect(await screen.findByRole('dialog', { name: 'Billede fra Ida Ærø' })).toBeTruthy();
  });

  it('says when there are none', async () => {
    stubActivities(withMatch({ comments: [], commentCount: 0 }));
    const section = await openMatch();
    expect(within(section).getByText('Ingen kommentarer endnu.')).toBeTruthy();
  });
});

describe('ActivityComments: the composer', { timeout: 15_000 }, () => {
  it('sends a text as the multipart field Comment, and reads the detail again', async () => {
    const api = stubActivities(withMatch());
    const section = await openMatch();
    const reads = api.sent(contract.getActivity).length;
    const field = within(section).getByRole('textbox', { name: 'Skriv en kommentar' });
    fireEvent.change(field, { target: { value: '  Jeg tager kage med.  ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Send' }));
    expect(await within(section).findByText('Kommentaren er sendt.')).toBeTruthy();
    const [call] = api.sent(contract.activityComment);
    expect(call?.params).toEqual({ id: '103' });
    const form = call?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('Comment')).toBe('Jeg tager kage med.');
    expect(form.get('image')).toBeNull();
    await waitFor(() => expect(api.sent(contract.getActivity)).toHaveLength(reads + 1));
    expect((field as HTMLTextAreaElement).value).toBe('');
  });

  it('sends nothing blank', async () => {
    const api = stubActivities(withMatch());
    const section = await openMatch();
    fireEvent.change(within(section).getByRole('textbox', { name: 'Skriv en kommentar' }), {
      target: { value: '   ' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Send' }));
    expect(await within(section).findByText('Skal udfyldes')).toBeTruthy();
    expect(api.sent(contract.activityComment)).toHaveLength(0);
  });

  it('sends a chosen image as the multipart file image, without a text', async () => {
    const api = stubActivities(withMatch());
    const section = await openMatch();
    chooseImage(section, png('bus.png'));
    expect(await within(section).findByText('Kommentaren er sendt.')).toBeTruthy();
    const form = api.sent(contract.activityComment)[0]?.body as FormData;
    expect((form.get('image') as File).name).toBe('bus.png');
    expect(form.get('Comment')).toBeNull();
  });

  it('sends no image over 10 MB', async () => {
    const api = stubActivities(withMatch());
    const section = await openMatch();
    chooseImage(section, png('stor.png', 10 * 1024 * 1024 + 1));
    expect(await within(section).findByText('Billedet er for stort (højst 10 MB)')).toBeTruthy();
    expect(api.sent(contract.activityComment)).toHaveLength(0);
  });

  it.each([
    [409, participationRefusals.commentsDisabled, 'Kommentarer er slået fra på aktiviteten'],
    [400, participationRefusals.commentTextOrImage, 'En kommentar er enten en tekst eller et billede'],
    [409, activityRefusals.activityCancelled, 'Aktiviteten er aflyst'],
  ])('shows a %i %s in its own words', async (status, refusal, text) => {
    stubActivities(withMatch(), failure(contract.activityComment, status, refusal));
    const section = await openMatch();
    fireEvent.change(within(section).getByRole('textbox', { name: 'Skriv en kommentar' }), {
      target: { value: 'Hej' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Send' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(text);
  });

  it('is not there when comments are turned off, and says so; the comments stay', async () => {
    stubActivities(withMatch({ commentsEnabled: false }));
    const section = await openMatch();
    expect(within(section).getByText('Kommentarer er slået fra')).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(section.querySelector('input[type="file"]')).toBeNull();
    expect(shownComments(section)).toHaveLength(3);
  });

  it('is not there on a cancelled activity', async () => {
    stubActivities(withMatch({ cancelled: true, cancelReason: 'Regn' }));
    const section = await openMatch();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByText('Kommentarer er slået fra')).toBeNull();
  });
});
