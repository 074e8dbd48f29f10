import { contract, relationTypes } from '@klubhus/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure } from '../../../../testing/apiStub';
import { openMember, stubMembers, stubResizeObserver } from '../../testing/renderMembers';

beforeEach(stubResizeObserver);

const relationsOf = async () => {
  const dialog = await openMember();
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Relationer' }));
  await within(dialog).findByRole('list', { name: 'Relationer' });
  return dialog;
};

const addForm = (dialog: HTMLElement) => within(dialog).getByRole('form', { name: 'Tilføj relation' });

describe('the member relations (spec §3 Relation, §5; ADR 017)', () => {
  it('removes a relation after "Er du sikker?", seen from the open member', async () => {
    const api = stubMembers();
    const dialog = await relationsOf();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fjern Bo Andersen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Er du sikker?' });
    expect(within(confirm).getByText('Relationen mellem Anna Andersen og Bo Andersen fjernes.')).toBeTruthy();
    expect(api.sent(contract.removeRelation)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Fjern relation' }));
    await waitFor(() =>
      expect(api.sent(contract.removeRelation).map((call) => call.body)).toEqual([
        { clubId: 12, userUserMapId: 7001, id: 101 },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('adds a relation: an active member found by the search, and what they are to the member', async () => {
    const api = stubMembers();
    const dialog = await relationsOf();
    const form = addForm(dialog);
    fireEvent.change(within(form).getByRole('textbox', { name: /^Find medlem/ }), { target: { value: 'karen' } });
    // Only active members other than Anna and her relations are offered; the search is the overview's.
    const [karen] = await within(form).findAllByRole('radio', { name: /^Karen Andersen/ }, { timeout: 2000 });
    expect(api.sent(contract.memberOverview).some((call) => call.query.search === 'karen')).toBe(true);
    for (const radio of within(form).getAllByRole('radio')) expect(radio.getAttribute('value')).toMatch(/^\d+$/);
    fireEvent.click(karen!);
    fireEvent.click(within(form).getByRole('button', { name: /Relation/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Andet husstandsmedlem' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Tilføj relation' }));
    await waitFor(() =>
      expect(api.sent(contract.createRelation).map((call) => call.body)).toEqual([
        {
          clubId: 12,
          currentUser: 101,
          otherUser: Number(karen!.getAttribute('value')),
          relation: relationTypes.household,
        },
      ]),
    );
  });

  it('asks for a member and a relation type before sending', async () => {
    const api = stubMembers();
    const dialog = await relationsOf();
    const form = addForm(dialog);
    fireEvent.click(within(form).getByRole('button', { name: 'Tilføj relation' }));
    await waitFor(() => expect(within(form).getAllByText('Skal udfyldes')).toHaveLength(2));
    expect(api.sent(contract.createRelation)).toEqual([]);
  });

  it("shows the server's refusal of a pair that already has a relation", async () => {
    stubMembers(
      failure(contract.createRelation, 409, {
        message: 'De to medlemmer har allerede en relation',
        code: 'relationExists',
        field: 'otherUser',
      }),
    );
    const dialog = await relationsOf();
    const form = addForm(dialog);
    fireEvent.change(within(form).getByRole('textbox', { name: /^Find medlem/ }), { target: { value: 'karen' } });
    const [karen] = await within(form).findAllByRole('radio', { name: /^Karen Andersen/ }, { timeout: 2000 });
    fireEvent.click(karen!);
    fireEvent.click(within(form).getByRole('button', { name: /Relation/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Barn' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Tilføj relation' }));
    expect(await within(form).findByText('De to medlemmer har allerede en relation')).toBeTruthy();
  });
});
