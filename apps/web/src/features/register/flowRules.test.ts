import { describe, expect, it } from 'vitest';
import {
  afterCreated,
  childrenReadyToRegister,
  decideLink,
  emailInUseInFlow,
  flowComplete,
  isSingle,
  parentCandidates,
  personTypeOf,
  sessionLive,
  unassignedOthers,
  waitsForParent,
} from './flowRules';
import { emil, emilWaiting, ida, idaOwnLogin, mette, metteAccount, metteAdult, peter } from './testing/answers';

const query = (text: string) => new URLSearchParams(text);

describe('decideLink (spec §2: what /register does with its query)', () => {
  it.each([
    ['clubToken=abc&method=1', false, { to: 'invitation', search: '?clubToken=abc&method=1' }],
    ['code=xyz', true, { to: 'invitation', search: '?code=xyz' }],
    [
      'clubToken=abc&email=a%40b.dk&password=s',
      false,
      { to: 'invitation', search: '?clubToken=abc&email=a%40b.dk&password=s' },
    ],
    ['email=a%40b.dk&password=s3cret', false, { to: 'signIn', email: 'a@b.dk', password: 's3cret' }],
    ['email=a%40b.dk&password=s3cret', true, { to: 'signIn', email: 'a@b.dk', password: 's3cret' }],
    ['email=a%40b.dk', false, { to: 'invalid' }],
    ['password=s3cret', false, { to: 'invalid' }],
    ['', false, { to: 'invalid' }],
    ['', true, { to: 'flow' }],
    ['email=a%40b.dk', true, { to: 'flow' }],
  ])('?%s with a stored flow: %s → %o', (search, stored, decision) => {
    expect(decideLink(query(search), stored)).toEqual(decision);
  });
});

describe('the submit text (spec §2: "Godkend!" when only one user exists, otherwise "Gem!")', () => {
  it('is single with one person only', () => {
    expect(isSingle([mette])).toBe(true);
    expect(isSingle([mette, emil])).toBe(false);
  });
});

describe('unassignedOthers (spec §5: the confirm button is disabled until every user is assigned)', () => {
  it('names the others who are not marked adult or child, never the person of the form', () => {
    expect(unassignedOthers([mette, emil], 'i1')).toEqual([emil]);
    expect(unassignedOthers([mette, emilWaiting], 'i1')).toEqual([]);
    expect(unassignedOthers([mette, peter, emilWaiting], 'i1')).toEqual([peter]);
  });

  it('leaves out people who are users already', () => {
    expect(unassignedOthers([mette, { ...peter, created: true }], 'i1')).toEqual([]);
  });
});

describe('parentCandidates (spec §4: a child needs an adult)', () => {
  it('offers the adults of the flow but the child itself', () => {
    expect(parentCandidates([mette, peter, emil, ida], 'i2')).toEqual([mette, peter]);
    expect(parentCandidates([mette, emil], 'i1')).toEqual([]);
  });
});

describe('emailInUseInFlow (ADR 018: "Denne e-mail er allerede i brug" for two adults of the flow)', () => {
  const metteMade = { ...metteAdult, created: true };

  it('finds the e-mail of another person made a user, whatever its case and spaces', () => {
    expect(emailInUseInFlow([metteMade, peter], { i1: metteAccount }, 'i3', ' Hansen@Familie.DK ')).toBe(true);
    expect(emailInUseInFlow([metteMade, peter], { i1: metteAccount }, 'i3', 'peter@familie.dk')).toBe(false);
  });

  it('reads the e-mail the person chose for their account over the invitation’s', () => {
    const accounts = { i1: { ...metteAccount, email: 'mette@hansen.dk' } };
    expect(emailInUseInFlow([metteMade, peter], accounts, 'i3', 'mette@hansen.dk')).toBe(true);
    expect(emailInUseInFlow([metteMade, peter], accounts, 'i3', 'hansen@familie.dk')).toBe(false);
  });

  it('exempts children without their own sign-in, who share their parent’s e-mail', () => {
    const emilMade = { ...emilWaiting, created: true };
    expect(emailInUseInFlow([mette, emilMade], {}, 'i1', 'hansen@familie.dk')).toBe(false);
    const idaMade = { ...idaOwnLogin, created: true };
    expect(emailInUseInFlow([mette, idaMade], {}, 'i1', 'hansen@familie.dk')).toBe(true);
  });

  it('counts nobody who is not a user yet, nor the person themselves', () => {
    expect(emailInUseInFlow([mette, peter], {}, 'i3', 'hansen@familie.dk')).toBe(false);
    expect(emailInUseInFlow([metteMade], { i1: metteAccount }, 'i1', 'hansen@familie.dk')).toBe(false);
  });
});

describe('waiting children (spec §4: "if a child requires a parent, the flow waits until the parent is created")', () => {
  it('a child without its own sign-in waits until a parent is a user, then is ready with that parent’s session', () => {
    expect(waitsForParent([metteAdult, emilWaiting], emilWaiting)).toBe(true);
    expect(childrenReadyToRegister([metteAdult, emilWaiting], {})).toEqual([]);
    const metteMade = { ...metteAdult, created: true };
    expect(waitsForParent([metteMade, emilWaiting], emilWaiting)).toBe(false);
    expect(childrenReadyToRegister([metteMade, emilWaiting], { i1: metteAccount })).toEqual([
      { child: emilWaiting, parentId: 'i1', parent: metteAccount },
    ]);
  });

  it('never registers a child with its own sign-in, an unassigned one, or one already made', () => {
    const metteMade = { ...metteAdult, created: true };
    const accounts = { i1: metteAccount };
    expect(childrenReadyToRegister([metteMade, idaOwnLogin], accounts)).toEqual([]);
    expect(childrenReadyToRegister([metteMade, { ...emil, parents: ['i1'] }], accounts)).toEqual([]);
    expect(childrenReadyToRegister([metteMade, { ...emilWaiting, created: true }], accounts)).toEqual([]);
  });

  it('uses a parent whose session this browser holds', () => {
    const both = { ...emilWaiting, parents: ['i3', 'i1'] };
    const ready = childrenReadyToRegister([metteAdult, peter, both], { i1: metteAccount });
    expect(ready.map((entry) => entry.parentId)).toEqual(['i1']);
  });
});

describe('the end of the flow (spec §4: it ends when no user remains uncreated)', () => {
  it('goes to /register/done once everybody is a user, else back to the list', () => {
    expect(flowComplete([{ ...mette, created: true }])).toBe(true);
    expect(afterCreated([{ ...mette, created: true }])).toBe('/register/done');
    expect(afterCreated([{ ...mette, created: true }, emilWaiting])).toBe('/register');
  });
});

describe('personTypeOf and sessionLive', () => {
  it('knows the three types of /register/{id}/new', () => {
    expect(['adult', 'child', 'own', 'other', null].map(personTypeOf)).toEqual(['adult', 'child', 'own', null, null]);
  });

  it('takes a session for dead a minute before it expires', () => {
    const now = Date.parse('2025-06-02T10:00:00Z');
    expect(sessionLive({ expiresAt: '2025-06-02T10:05:00Z' }, now)).toBe(true);
    expect(sessionLive({ expiresAt: '2025-06-02T10:00:30Z' }, now)).toBe(false);
    expect(sessionLive(null, now)).toBe(false);
  });
});
