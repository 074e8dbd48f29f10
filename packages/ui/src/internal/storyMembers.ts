/**
 * Stories only: deterministic members for big lists (no Math.random, so that screenshots stay the same).
 * A small seeded generator (mulberry32) picks Danish first names, surnames and groups.
 */
const firstNames = [
  'Anna',
  'Bo',
  'Carl',
  'Dorthe',
  'Emil',
  'Freja',
  'Gustav',
  'Hanne',
  'Ib',
  'Jette',
  'Kasper',
  'Lone',
  'Mads',
  'Nanna',
  'Ole',
  'Pia',
  'Rasmus',
  'Sofie',
  'Troels',
  'Ulla',
  'Viggo',
  'Wilma',
  'Xenia',
  'Yrsa',
  'Åse',
];
const surnames = [
  'Andersen',
  'Christensen',
  'Hansen',
  'Holm',
  'Jensen',
  'Johansen',
  'Jørgensen',
  'Kristensen',
  'Larsen',
  'Madsen',
  'Møller',
  'Mortensen',
  'Nielsen',
  'Olsen',
  'Pedersen',
  'Petersen',
  'Poulsen',
  'Rasmussen',
  'Sørensen',
  'Thomsen',
];
const groupNames = ['U8', 'U10', 'U12', 'Senior', 'Oldboys', 'Bestyrelsen', 'Trænere', 'Forældre'];

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same numbers in every browser. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface StoryMember {
  id: string;
  name: string;
  isInactive?: boolean;
  groups?: string[];
}

/**
 * `count` members named "<first> <surname>" from `seed`, ids `m1`, `m2`, ...; about one in eight is
 * inactive and most are in one to three groups.
 */
export function storyMembers(count: number, seed = 5): StoryMember[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const groupCount = Math.floor(random() * 4);
    const groups = [...new Set(Array.from({ length: groupCount }, () => pick(groupNames)))];
    const member: StoryMember = { id: `m${index + 1}`, name: `${pick(firstNames)} ${pick(surnames)}` };
    if (random() < 0.125) member.isInactive = true;
    if (groups.length > 0) member.groups = groups;
    return member;
  });
}
