import { createContext, use, type ComponentType } from 'react';

/** What the members toolbar gives a part of another feature: the club, and whether the user administers it. */
export interface MembersToolbarPartProps {
  clubId: number;
  isAdministrator: boolean;
}

/**
 * The places of the members screen where higher features show a part of their own (docs/adding-an-area.md §4.6):
 * members knows none of them; the shell's route table fills the slots. An empty slot shows nothing.
 */
export interface MembersSlots {
  /** Actions beside the toolbar's own (member import's "Importér medlemmer"). */
  toolbar?: ComponentType<MembersToolbarPartProps>;
}

const MembersSlotsContext = createContext<MembersSlots>({});

export const MembersSlotsProvider = MembersSlotsContext.Provider;

/** The slots the route table was given. */
export const useMembersSlots = (): MembersSlots => use(MembersSlotsContext);
