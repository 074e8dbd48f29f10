import { createContext, use, type ComponentType } from 'react';

/** What the members toolbar gives a part of another feature: the club, and whether the user administers it. */
export interface MembersToolbarPartProps {
  clubId: number;
  isAdministrator: boolean;
}

/** What the member details' statistics tab gives a part of another feature: the club and the member's account. */
export interface MemberStatisticsPartProps {
  clubId: number;
  userId: number;
}

/** What the group panel gives a part of another feature: the club and the group listed. */
export interface GroupStatisticsPartProps {
  clubId: number;
  groupId: number;
  groupTitle: string;
}

/**
 * The places of the members screen where higher features show a part of their own (docs/adding-an-area.md §4.6):
 * members knows none of them; the shell's route table fills the slots. An empty slot shows nothing.
 */
export interface MembersSlots {
  /** Actions beside the toolbar's own (member import's "Importér medlemmer"). */
  toolbar?: ComponentType<MembersToolbarPartProps>;
  /** The member details' statistics tab, for a member with an account (activities' participation statistics). */
  memberStatistics?: ComponentType<MemberStatisticsPartProps>;
  /** Beside the group panel's buttons while a group is listed (activities' "Statistik" for the group). */
  groupStatistics?: ComponentType<GroupStatisticsPartProps>;
}

const MembersSlotsContext = createContext<MembersSlots>({});

export const MembersSlotsProvider = MembersSlotsContext.Provider;

/** The slots the route table was given. */
export const useMembersSlots = (): MembersSlots => use(MembersSlotsContext);
