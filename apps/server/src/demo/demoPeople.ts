/**
 * The demo club's people (AREAS.md point 10): about 150 members with Danish names, addresses around Aarhus,
 * mobiles and birthdates that fit the team each is on, and a few inactive members (never invited, or invited
 * and not yet activated). Generated from a fixed seed, so the demo is the same on every fresh start; the
 * areas' demo steps read `team`, `leads` and the flags to place each person.
 */

/**
 * The teams of the demo's group tree (the groups demo step turns them into groups): `u11` is the age group above
 * `u11boys` and `u11girls`, which only a leader names.
 */
export type DemoTeam = 'senior' | 'veteran' | 'u13' | 'u11' | 'u11boys' | 'u11girls' | 'motion' | 'none';

export interface DemoPerson {
  firstName: string;
  surname: string;
  email: string;
  mobile: string;
  address: string;
  zip: string;
  city: string;
  /** `YYYY-MM-DD`. */
  birthdate: string;
  team: DemoTeam;
  /** The teams this person leads (a group leader, member type 3). */
  leads: readonly DemoTeam[];
  /** Sits on the board (Bestyrelse). */
  board: boolean;
  /** Helps at events (Frivillige). */
  volunteer: boolean;
  /** Inactive: `invited` orange (invitation mail sent), `notInvited` red (never invited); else active. */
  inactive?: 'invited' | 'notInvited';
}

const boys = [
  'William',
  'Noah',
  'Oscar',
  'Lucas',
  'Carl',
  'Victor',
  'Malthe',
  'Alfred',
  'Emil',
  'Aksel',
  'Valdemar',
  'Oliver',
  'Elias',
  'Magnus',
  'Frederik',
  'Villads',
  'Anton',
  'August',
  'Arthur',
  'Theo',
];
const girls = [
  'Emma',
  'Ida',
  'Clara',
  'Freja',
  'Alma',
  'Ella',
  'Sofia',
  'Karla',
  'Agnes',
  'Alberte',
  'Olivia',
  'Nora',
  'Laura',
  'Ellen',
  'Asta',
  'Luna',
  'Josefine',
  'Marie',
  'Lærke',
  'Esther',
];
const men = [
  'Jens',
  'Peter',
  'Michael',
  'Henrik',
  'Thomas',
  'Søren',
  'Jesper',
  'Martin',
  'Morten',
  'Rasmus',
  'Christian',
  'Mads',
  'Niels',
  'Kasper',
  'Jakob',
  'Mikkel',
  'Torben',
  'Bo',
  'Ole',
  'Jørgen',
];
const women = [
  'Anne',
  'Kirsten',
  'Hanne',
  'Susanne',
  'Lene',
  'Camilla',
  'Louise',
  'Maria',
  'Pia',
  'Tina',
  'Helle',
  'Charlotte',
  'Line',
  'Julie',
  'Maja',
  'Signe',
  'Trine',
  'Rikke',
  'Birgitte',
  'Karen',
];
/** The grown-ups' first names; with `surnames`, also the names of the bench's big clubs (`bench/run.ts`). */
export const adultFirstNames: readonly string[] = [...men, ...women];
export const surnames = [
  'Nielsen',
  'Jensen',
  'Hansen',
  'Pedersen',
  'Andersen',
  'Christensen',
  'Larsen',
  'Sørensen',
  'Rasmussen',
  'Jørgensen',
  'Petersen',
  'Madsen',
  'Kristensen',
  'Olsen',
  'Thomsen',
  'Christiansen',
  'Poulsen',
  'Johansen',
  'Møller',
  'Mortensen',
  'Knudsen',
  'Jakobsen',
  'Mikkelsen',
  'Frederiksen',
  'Laursen',
  'Lund',
  'Holm',
  'Schmidt',
  'Eriksen',
  'Kjær',
  'Østergaard',
  'Bach',
  'Dahl',
  'Aagaard',
  'Vestergaard',
  'Bertelsen',
];
const streets = [
  'Vestergade',
  'Nørregade',
  'Søndergade',
  'Østergade',
  'Skolevej',
  'Kirkevej',
  'Engvej',
  'Birkevej',
  'Elmevej',
  'Bøgevej',
  'Granvej',
  'Lindevej',
  'Skovvej',
  'Havrevej',
  'Randersvej',
  'Silkeborgvej',
  'Marselis Boulevard',
  'Grenåvej',
  'Viborgvej',
  'Åboulevarden',
];
const places = [
  ['8000', 'Aarhus C'],
  ['8200', 'Aarhus N'],
  ['8210', 'Aarhus V'],
  ['8220', 'Brabrand'],
  ['8230', 'Åbyhøj'],
  ['8240', 'Risskov'],
  ['8260', 'Viby J'],
  ['8270', 'Højbjerg'],
] as const;

/** A small deterministic generator (mulberry32): the same people on every fresh start. */
const generator = (seed: number) => {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return { below, pick: <T>(list: readonly T[]): T => list[below(list.length)] as T };
};

/** The part of an e-mail address a name gives: lower case, Danish letters spelt out, no spaces. */
const mailPart = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'oe')
    .replaceAll('å', 'aa')
    .replaceAll(/[^a-z]/g, '');

/** Who plays where: how many, which first names, and the ages (in years this year) a team is for. */
const teams: readonly {
  team: DemoTeam;
  count: number;
  names: 'kids' | 'boys' | 'girls' | 'adults';
  ages: [number, number];
}[] = [
  { team: 'senior', count: 32, names: 'adults', ages: [18, 39] },
  { team: 'veteran', count: 22, names: 'adults', ages: [40, 68] },
  { team: 'u13', count: 18, names: 'kids', ages: [11, 12] },
  { team: 'u11boys', count: 12, names: 'boys', ages: [9, 10] },
  { team: 'u11girls', count: 12, names: 'girls', ages: [9, 10] },
  { team: 'motion', count: 18, names: 'adults', ages: [25, 74] },
  { team: 'none', count: 20, names: 'adults', ages: [20, 75] },
];

/** The group leaders (member type 3) and what they lead, beside Mette Jensen of the original demo. */
const leaders: readonly { firstName: string; surname: string; team: DemoTeam; leads: DemoTeam[]; age: number }[] = [
  { firstName: 'Kasper', surname: 'Lund', team: 'senior', leads: ['senior'], age: 31 },
  { firstName: 'Torben', surname: 'Bach', team: 'veteran', leads: ['veteran'], age: 57 },
  { firstName: 'Signe', surname: 'Dahl', team: 'none', leads: ['u13'], age: 38 },
  { firstName: 'Rasmus', surname: 'Kjær', team: 'none', leads: ['u13'], age: 42 },
  { firstName: 'Mikkel', surname: 'Holm', team: 'none', leads: ['u11', 'u11boys'], age: 40 },
  { firstName: 'Helle', surname: 'Schmidt', team: 'motion', leads: ['motion'], age: 61 },
];

/** Inactive members: imported children and adults who have no account yet. */
const inactive: readonly {
  firstName: string;
  surname: string;
  team: DemoTeam;
  age: number;
  state: 'invited' | 'notInvited';
}[] = [
  { firstName: 'Liva', surname: 'Holm', team: 'u11girls', age: 9, state: 'notInvited' },
  { firstName: 'Bertram', surname: 'Kjær', team: 'u13', age: 12, state: 'notInvited' },
  { firstName: 'Sebastian', surname: 'Laursen', team: 'u11boys', age: 10, state: 'invited' },
  { firstName: 'Dorthe', surname: 'Aagaard', team: 'motion', age: 66, state: 'invited' },
  { firstName: 'Nikolaj', surname: 'Bertelsen', team: 'senior', age: 24, state: 'invited' },
  { firstName: 'Gitte', surname: 'Vestergaard', team: 'none', age: 49, state: 'notInvited' },
];

/**
 * The demo's people beside the administrator and the five members the first demo had (who keep their e-mail
 * addresses, since sign-ins and journeys use them). `year` is this year, so that the youth teams stay of age.
 */
export const demoPeople = (year: number): DemoPerson[] => {
  const random = generator(2026);
  const used = new Set<string>();
  const emailFor = (firstName: string, surname: string) => {
    const base = `${mailPart(firstName)}.${mailPart(surname)}`;
    let email = `${base}@demo.klubhus.dk`;
    for (let n = 2; used.has(email); n += 1) email = `${base}${n}@demo.klubhus.dk`;
    used.add(email);
    return email;
  };
  const birthdate = (age: number) => {
    const month = 1 + random.below(12);
    const day = 1 + random.below(28);
    return `${year - age - 1 + (month > 6 ? 1 : 0)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };
  const person = (firstName: string, surname: string, team: DemoTeam, age: number): DemoPerson => {
    const [zip, city] = random.pick(places);
    return {
      firstName,
      surname,
      email: emailFor(firstName, surname),
      mobile: `${random.pick(['2', '3', '4', '5', '6'])}${String(random.below(10_000_000)).padStart(7, '0')}`,
      address: `${random.pick(streets)} ${1 + random.below(120)}`,
      zip,
      city,
      birthdate: birthdate(age),
      team,
      leads: [],
      board: false,
      volunteer: false,
    };
  };
  const firstNames = { kids: [...boys, ...girls], boys, girls, adults: [...men, ...women] } as const;
  const people: DemoPerson[] = [];
  for (const { team, count, names, ages } of teams) {
    for (let n = 0; n < count; n += 1) {
      const age = ages[0] + random.below(ages[1] - ages[0] + 1);
      people.push(person(random.pick(firstNames[names]), random.pick(surnames), team, age));
    }
  }
  for (const leader of leaders) {
    people.push({ ...person(leader.firstName, leader.surname, leader.team, leader.age), leads: leader.leads });
  }
  for (const member of inactive) {
    people.push({ ...person(member.firstName, member.surname, member.team, member.age), inactive: member.state });
  }
  // The board: four adults of the club with the administrator; volunteers: every fifth adult.
  const adults = people.filter((p) => !p.inactive && ['senior', 'veteran', 'motion', 'none'].includes(p.team));
  for (const [index, adult] of adults.entries()) {
    adult.board = index % 23 === 3;
    adult.volunteer = index % 5 === 1;
  }
  return people;
};
