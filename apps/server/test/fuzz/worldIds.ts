import type { ContractEntry } from '@klubhus/domain';
import type { ImportedScope } from '../support/importedScope.js';
import type { AccessWorld } from '../support/seedAccessWorld.js';

export type Part = 'params' | 'query' | 'body';

/** A sign-up link of the fuzz world (ADR 019), as seeded: what `restoreWorld.ts` puts back. */
export interface FuzzLink {
  readonly id: number;
  readonly clubId: number;
  readonly groupId: number;
  readonly token: string;
  readonly nonce: string;
  readonly tokenHash: string;
  readonly validTo: Date;
}

/**
 * The world the fuzzer walks: the seven personas' world and, for the `imported` entries, a sign-up of one adult in
 * club A (ADR 018), whose session the fuzzer signs in with (`contractProperty.ts`); and a sign-up link of each club
 * (ADR 019), whose token the token fields carry and whose id the link deletion takes.
 */
export interface FuzzWorld extends AccessWorld {
  readonly imported?: ImportedScope;
  readonly links?: { readonly a: FuzzLink; readonly b: FuzzLink };
  /** A message of each club (ADR 028): club A's to group A, club B's to all its members (`restoreWorld.ts`). */
  readonly messages?: { readonly a: number; readonly b: number };
  /** A sponsor of each club (ADR 029), with views to show (`restoreWorld.ts`). */
  readonly sponsors?: { readonly a: number; readonly b: number };
}

/** Fields that carry a sign-up link's token, wherever they are (body or query). */
const linkTokenKeys = new Set(['clubToken', 'registerToken']);

/**
 * The id a key should carry for the caller (club A's administrator) to pass, and another club's: a number, or the
 * wire text of a kind whose ids carry a prefix (an inactive member's `i4`).
 */
export interface IdChoice {
  readonly own: number | string;
  readonly other: number | string;
}

/**
 * What the entry's locators say about one key: the club it names (club A, or club B's id as the hostile
 * "other club"), the resource it locates, or the group or member a leader call concerns.
 */
export const idChoiceFor = (entry: ContractEntry, world: FuzzWorld, part: Part, key: string): IdChoice | undefined => {
  // A sign-up's person in the path: the flow's own adult, or an inactive member outside the flow (404).
  if (entry.access === 'imported' && world.imported && part === 'params' && key === 'id') {
    return { own: `i${world.imported.ids[0] ?? 0}`, other: `i${world.inactiveIds.a}` };
  }
  // A sign-up link's token, and the link a deletion names: club A's link, or club B's as the other club's.
  if (world.links && linkTokenKeys.has(key)) return { own: world.links.a.token, other: world.links.b.token };
  // A row of the club's staged import (ADR 020; `restoreWorld.ts` stages one in each club): club A's, or club B's.
  if (entry.path.includes('/importusers/:club/imported/:id') && part === 'params' && key === 'id') {
    return { own: '1', other: 'b1' };
  }
  if (world.links && entry.path.includes('/links/') && part === 'params' && key === 'linkId') {
    return { own: world.links.a.id, other: world.links.b.id };
  }
  const clubs = { own: world.clubA, other: world.clubB };
  const groups = { own: world.groups.a, other: world.groups.b };
  const { club, group } = entry;
  if (club && club.in !== 'resource' && club.in === part && club.key === key) return clubs;
  if (club?.in === 'resource' && club.from === part && club.key === key) {
    // Kinds the seeded world has no resource of fall back to the schema's own integers.
    if (club.kind === 'club') return clubs;
    if (club.kind === 'group') return groups;
    if (club.kind === 'inactiveMember') return { own: `i${world.inactiveIds.a}`, other: `i${world.inactiveIds.b}` };
    if (club.kind === 'activity') return { own: world.activities.a, other: world.activities.b };
    if (club.kind === 'message' && world.messages) return { own: world.messages.a, other: world.messages.b };
    if (club.kind === 'sponsor' && world.sponsors) return { own: world.sponsors.a, other: world.sponsors.b };
  }
  if (group && group.from === part && group.key === key) {
    return group.via === 'group' ? groups : { own: world.userIds.memberA, other: world.userIds.adminB };
  }
  return undefined;
};

/** Ids that exist in the world, for integer fields no locator names (a user id, a group id ...). */
export const knownIds = (world: AccessWorld): number[] => [
  1,
  world.clubA,
  world.groups.a,
  world.userIds.adminA,
  world.userIds.memberA,
];
