import type { Db } from '../../db/connect.js';
import { groupMembers, groups, inactiveGroupMembers } from '../../db/schema/index.js';
import type { DemoContext, DemoMember, DemoSeeder } from '../../demo/seedDemo.js';
import type { DemoTeam } from '../../demo/demoPeople.js';

/**
 * The demo club's group tree (AREAS.md point 10): what a Danish sports club has — a board hidden from members and
 * leaders, senior and veteran teams, youth teams with U11 split into boys and girls, an open fitness group with a
 * limit and an open volunteers' group — with its leaders and a few inactive members among the players.
 */
interface DemoGroup {
  title: string;
  /** The team whose people are in it; the U11 age group also holds both its subgroups' players. */
  teams: readonly DemoTeam[];
  parent?: string;
  maxUsers?: number;
  open?: boolean;
  hiddenForMembers?: boolean;
  hiddenForLeaders?: boolean;
  /** The board's members and the volunteers are chosen by flag, not by team. */
  pick?: (person: DemoMember) => boolean;
  /** The team a leader names to lead this group. */
  ledAs?: DemoTeam;
}

const tree: readonly DemoGroup[] = [
  {
    title: 'Bestyrelse',
    teams: [],
    hiddenForMembers: true,
    hiddenForLeaders: true,
    pick: (person) => person.board,
  },
  { title: 'Senior', teams: ['senior'], maxUsers: 45, ledAs: 'senior' },
  { title: 'Veteran', teams: ['veteran'], ledAs: 'veteran' },
  { title: 'U13', teams: ['u13'], ledAs: 'u13' },
  { title: 'U11', teams: ['u11boys', 'u11girls'], ledAs: 'u11' },
  { title: 'U11 Drenge', teams: ['u11boys'], parent: 'U11', ledAs: 'u11boys' },
  { title: 'U11 Piger', teams: ['u11girls'], parent: 'U11', ledAs: 'u11girls' },
  { title: 'Motion', teams: ['motion'], maxUsers: 30, open: true, ledAs: 'motion' },
  { title: 'Frivillige', teams: [], open: true, pick: (person) => person.volunteer },
];

const seedGroups = async (tx: Db, { clubId, adminId, people }: DemoContext): Promise<void> => {
  const idOf = new Map<string, number>();
  for (const group of tree) {
    const parentId = group.parent === undefined ? null : (idOf.get(group.parent) ?? null);
    const [row] = await tx
      .insert(groups)
      .values({
        clubId,
        parentId,
        title: group.title,
        maxUsers: group.maxUsers ?? null,
        open: group.open ?? false,
        hiddenForMembers: group.hiddenForMembers ?? false,
        hiddenForLeaders: group.hiddenForLeaders ?? false,
      })
      .returning({ id: groups.id });
    if (!row) throw new Error('demo groups failed');
    idOf.set(group.title, row.id);
    const inGroup = (person: DemoMember) => group.teams.includes(person.team) || (group.pick?.(person) ?? false);
    const leads = (person: DemoMember) => group.ledAs !== undefined && person.leads.includes(group.ledAs);
    const active = people.filter((person) => person.userId !== null && (inGroup(person) || leads(person)));
    const rows = active.map((person) => ({
      groupId: row.id,
      clubId,
      userId: person.userId as number,
      isLeader: leads(person),
    }));
    // The administrator chairs the board.
    if (group.title === 'Bestyrelse') rows.push({ groupId: row.id, clubId, userId: adminId, isLeader: true });
    if (rows.length > 0) await tx.insert(groupMembers).values(rows);
    const inactive = people.filter((person) => person.inactiveId !== null && inGroup(person));
    if (inactive.length > 0) {
      await tx
        .insert(inactiveGroupMembers)
        .values(inactive.map((person) => ({ groupId: row.id, clubId, inactiveMemberId: person.inactiveId as number })));
    }
  }
};

export const groupsDemo: DemoSeeder = { name: 'groups', seed: seedGroups };
