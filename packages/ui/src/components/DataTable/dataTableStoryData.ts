import type { DataTableColumn } from './columnDefs';
import { seededRandom } from '../../internal/storyMembers';

/** A member as the members screen lists one (story data only). */
export interface StoryMember {
  id: string;
  name: string;
  email: string;
  type: 'Voksen' | 'Barn' | 'Senior';
  birthdate: Date;
  status: 'Aktiv' | 'Inaktiv' | 'Afventer';
}

const FIRST_NAMES = [
  'Anna',
  'Bo',
  'Carl',
  'Dorte',
  'Emil',
  'Freja',
  'Gustav',
  'Hanne',
  'Ida',
  'Jens',
  'Karen',
  'Lars',
  'Mette',
  'Niels',
  'Oliver',
  'Pia',
  'Rasmus',
  'Signe',
  'Tobias',
  'Ulla',
  'Vilma',
  'William',
  'Æbbe',
  'Øjvind',
  'Åse',
];
const SURNAMES = [
  'Andersen',
  'Christensen',
  'Hansen',
  'Jensen',
  'Jørgensen',
  'Larsen',
  'Madsen',
  'Mortensen',
  'Nielsen',
  'Olsen',
  'Pedersen',
  'Petersen',
  'Rasmussen',
  'Sørensen',
  'Thomsen',
  'Ærø',
  'Østergaard',
  'Ågesen',
];
const TYPES = ['Voksen', 'Barn', 'Senior'] as const;
const STATUSES = ['Aktiv', 'Aktiv', 'Aktiv', 'Inaktiv', 'Afventer'] as const;

const pick = <V>(random: () => number, list: readonly V[]): V => list[Math.floor(random() * list.length)] as V;

const asciiLocal = (text: string) => text.toLowerCase().replace(/æ/g, 'ae').replace(/ø/g, 'oe').replace(/å/g, 'aa');

/** `count` made-up members, the same for the same `seed`. */
export function makeMembers(count: number, seed = 1): StoryMember[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, SURNAMES);
    const type = pick(random, TYPES);
    const age =
      type === 'Barn'
        ? 4 + Math.floor(random() * 13)
        : type === 'Senior'
          ? 65 + Math.floor(random() * 25)
          : 18 + Math.floor(random() * 47);
    return {
      id: `m${index + 1}`,
      name: `${first} ${last}`,
      email: `${asciiLocal(first)}.${asciiLocal(last)}${index + 1}@example.dk`,
      type,
      birthdate: new Date(2025 - age, Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
      status: pick(random, STATUSES),
    };
  });
}

/** The columns the stories show; sortable as on the members screen (name, type, birthdate, status). */
export const memberColumns: DataTableColumn<StoryMember>[] = [
  { id: 'name', header: 'Navn', isSortable: true, width: '2fr', minWidth: 160 },
  { id: 'email', header: 'E-mail', width: '3fr', minWidth: 200 },
  { id: 'type', header: 'Type', isSortable: true, minWidth: 90 },
  { id: 'birthdate', header: 'Fødselsdato', isSortable: true, width: 130 },
  { id: 'status', header: 'Status', isSortable: true, minWidth: 100 },
];

export const memberRowId = (member: StoryMember) => member.id;
