/**
 * Relations between members (spec document 1 §3 Relation, §5; ADR 017): a member's related member is their
 * child (1), their parent or guardian (2), or another member of their household (4) — no other type. One
 * relation is stored once, from one side; read from the other side it is the inverse (the child's parent is the
 * parent's child), so guardian and child always agree.
 */
export const relationTypes = { child: 1, parent: 2, household: 4 } as const;

export type RelationKind = keyof typeof relationTypes;
export type RelationType = (typeof relationTypes)[RelationKind];

export const relationKinds = Object.keys(relationTypes) as RelationKind[];

const kindByType = new Map<number, RelationKind>(relationKinds.map((kind) => [relationTypes[kind], kind]));

/** The kind of a relation type, or `undefined` for a number that is none (3, 0, …). */
export const relationKindOf = (type: number): RelationKind | undefined => kindByType.get(type);

const inverse: Record<RelationKind, RelationKind> = { child: 'parent', parent: 'child', household: 'household' };

/** The relation as the other member sees it: a child's parent is that parent's child; a household is mutual. */
export const inverseRelation = (kind: RelationKind): RelationKind => inverse[kind];

/**
 * A relation read for `memberId` from its stored row (`userId` relates to `relatedUserId` as `kind`): the other
 * member and the kind as `memberId` sees it; `null` when the row does not involve `memberId`.
 */
export const relationSeenBy = (
  memberId: number,
  row: { userId: number; relatedUserId: number; kind: RelationKind },
): { otherId: number; kind: RelationKind } | null => {
  if (row.userId === memberId) return { otherId: row.relatedUserId, kind: row.kind };
  if (row.relatedUserId === memberId) return { otherId: row.userId, kind: inverseRelation(row.kind) };
  return null;
};
