import { relationTypes } from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { memberRelations } from '../../db/schema/index.js';
import type { DemoTeam } from '../../demo/demoPeople.js';
import type { DemoContext, DemoMember, DemoSeeder } from '../../demo/seedDemo.js';

/**
 * The demo club's families (AREAS.md point 10): among the demo's people, the active grown-ups and youth players who
 * share a surname become a family — the two grown-ups born last (old enough to be a parent) a household, each
 * of them a parent of the children on the U11 and U13 teams — and a couple without children is a household of two.
 */
const FAMILIES = ['Holm', 'Dahl', 'Kjær', 'Thomsen', 'Petersen'] as const;

const youthTeams: readonly DemoTeam[] = ['u13', 'u11boys', 'u11girls'];
/** Years a parent is at least older than their child. */
const PARENT_GAP = 20;

const yearOf = (person: DemoMember) => Number(person.birthdate.slice(0, 4));

type RelationInsert = typeof memberRelations.$inferInsert;

const familyRelations = (clubId: number, members: readonly DemoMember[]): RelationInsert[] => {
  const children = members.filter((person) => youthTeams.includes(person.team));
  const oldestChild = Math.min(...children.map(yearOf), Number.POSITIVE_INFINITY);
  // The two grown-ups born last, among those old enough to be the children's parents.
  const parents = members
    .filter((person) => !youthTeams.includes(person.team) && yearOf(person) <= oldestChild - PARENT_GAP)
    .sort((a, b) => yearOf(b) - yearOf(a))
    .slice(0, 2);
  const relation = (from: DemoMember, to: DemoMember, type: RelationInsert['relationType']): RelationInsert => ({
    clubId,
    userId: from.userId as number,
    relatedUserId: to.userId as number,
    relationType: type,
  });
  const [first, second] = parents;
  return [
    ...(first && second ? [relation(first, second, relationTypes.household)] : []),
    ...parents.flatMap((parent) => children.map((child) => relation(parent, child, relationTypes.child))),
  ];
};

const seedRelations = async (tx: Db, { clubId, people }: DemoContext): Promise<void> => {
  const active = people.filter((person) => person.userId !== null);
  const rows = FAMILIES.flatMap((surname) =>
    familyRelations(
      clubId,
      active.filter((person) => person.surname === surname),
    ),
  );
  if (rows.length > 0) await tx.insert(memberRelations).values(rows);
};

export const relationsDemo: DemoSeeder = { name: 'relations', seed: seedRelations };
