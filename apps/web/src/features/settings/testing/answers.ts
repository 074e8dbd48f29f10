import { contract, type ClubGeneralPatchInput } from '@klubhus/domain';
import { answer } from '../../../testing/apiStub';
import { sampleClub, sampleClubSettings } from '../../../testing/fixtures';

/**
 * What the settings tests and stories share: an administrator of `sampleClub`, whose saved settings are
 * `sampleClubSettings`; a PATCH answers them with the sent changes applied, as the server does.
 */
export const settingsAnswers = [
  answer(contract.clubOverview, [sampleClub]),
  answer(contract.getClub, sampleClubSettings),
  answer(contract.patchClub, ({ body }) => ({ ...sampleClubSettings, ...(body as ClubGeneralPatchInput) })),
];
