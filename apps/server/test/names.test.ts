import { describe, expect, it } from 'vitest';
import { api } from './support/api.js';
import { badInput, type BadCase, type Refusal } from './support/badInput.js';
import { codeOf } from './support/failure.js';
import { uniqueEmail } from './support/uniqueEmail.js';
import { useWorld } from './support/world.js';

/**
 * Finding 14: a name or title with bidirectional controls displays as something else ("Anna\u202Enimda" shows
 * as "Annaadmin"), and zero-width characters make two equal-looking names different. People's names and
 * titles refuse every Unicode format character (`invalidCharacter`), save the joiner inside an emoji.
 */

const ctx = useWorld();
const admin = () => ({ token: ctx.world.tokens.adminA });

/** The format characters the finding names, each inside an otherwise valid name. */
const tricks: readonly [label: string, text: string][] = [
  ['RIGHT-TO-LEFT OVERRIDE', 'Anna\u202Enimda'],
  ['LEFT-TO-RIGHT OVERRIDE', 'Anna\u202Dx'],
  ['RIGHT-TO-LEFT EMBEDDING', 'Anna\u202Bx'],
  ['RIGHT-TO-LEFT ISOLATE', 'Anna\u2067x\u2069'],
  ['FIRST STRONG ISOLATE', 'Anna\u2068x'],
  ['RIGHT-TO-LEFT MARK', 'Anna\u200Fx'],
  ['ARABIC LETTER MARK', 'Anna\u061Cx'],
  ['ZERO WIDTH SPACE', 'An\u200Bna'],
  ['ZERO WIDTH NON-JOINER', 'An\u200Cna'],
  ['ZERO WIDTH JOINER', 'An\u200Dna'],
  ['WORD JOINER', 'An\u2060na'],
  ['a BOM inside', 'An\uFEFFna'],
];

const refused = (field: string): Refusal => ({ status: 400, code: 'invalidCharacter', field });

const casesFor = <T>(field: string, place: (text: string) => T): BadCase<T>[] =>
  tricks.map(([label, text]) => [`${label} in ${field}`, place(text), refused(field)]);

const person = { firstName: 'Ida', surname: 'Holm', password: 'grøn-kajak-77', zip: '8000' };

badInput(ctx, 'POST /v2/login/register', {
  tables: ['users'],
  call: (change: Partial<typeof person>) =>
    api(ctx.t).register({ body: { ...person, email: uniqueEmail('name'), ...change } }),
  cases: [...casesFor('firstName', (firstName) => ({ firstName })), ...casesFor('surname', (surname) => ({ surname }))],
});

badInput(ctx, 'POST /v2/web/newclub', {
  tables: ['clubs', 'memberships'],
  call: (title: string) => api(ctx.t, admin()).newClub({ body: { title, zip: '8000' } }),
  cases: casesFor('title', (title) => title),
});

badInput(ctx, 'PATCH /v3/clubs/:id', {
  tables: ['clubs'],
  call: (title: string) => api(ctx.t, admin()).patchClub({ params: { id: ctx.world.clubA }, body: { title } }),
  cases: casesFor('title', (title) => title),
});

describe('names that are only unusual', () => {
  it('accepts accents, apostrophes and hyphens in names', async () => {
    const body = { ...person, firstName: 'Zoë', surname: "O'Brien-Ørsted", email: uniqueEmail('zoe') };
    expect(await codeOf(api(ctx.t).register({ body }))).toBe('ok');
  });

  it('accepts a title with emoji, joined ones too', async () => {
    const created = await api(ctx.t, admin()).newClub({ body: { title: 'Regnbuekoret 🏳️‍🌈 👩‍👧', zip: '8000' } });
    const settings = await api(ctx.t, admin()).getClub({ params: { id: created.clubId } });
    expect(settings.title).toBe('Regnbuekoret 🏳️‍🌈 👩‍👧');
  });

  it('accepts right-to-left script without controls', async () => {
    const body = { ...person, firstName: 'فاطمه', surname: 'אברהם', email: uniqueEmail('rtl') };
    expect(await codeOf(api(ctx.t).register({ body }))).toBe('ok');
  });
});
