/**
 * Club loading (spec document 1 §4): only clubs with a clubId greater than 0 count; the stored active club
 * is selected if it is still among them, else the first. `undefined` when the user has no club.
 */
export const countingClubs = <C extends { clubId: number }>(clubs: readonly C[]): C[] =>
  clubs.filter((club) => club.clubId > 0);

export const chooseActiveClub = <C extends { clubId: number }>(
  clubs: readonly C[],
  storedClubId: number | null | undefined,
): C | undefined => {
  const counting = countingClubs(clubs);
  return counting.find((club) => club.clubId === storedClubId) ?? counting[0];
};
