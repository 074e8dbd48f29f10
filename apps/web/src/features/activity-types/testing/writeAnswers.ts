import {
  activityTypePresets,
  colourFieldOfWireName,
  contract,
  type ActivityType,
  type ActivityTypeColourWireName,
  type LocaleCode,
} from '@klubhus/domain';
import { answer, type Answer } from '../../../testing/apiStub';
import { sampleClub } from '../../../testing/fixtures';
import { activityTypesAnswers, sampleActivityTypes } from './answers';

/** `Default/edit`'s body as the tab sends it (one change besides the ids). */
interface EditBody {
  clubActivityTypeId: number;
  activityTypeTitle?: string;
  base64IconImage?: string;
  activityTypeTitleTranslation?: { language: LocaleCode; title: string };
  [wireName: string]: unknown;
}

/** A type with `body`'s one change applied, as the server answers it. */
const edited = (types: ActivityType[], body: EditBody): ActivityType => {
  const type = types.find((each) => each.clubActivityTypeId === body.clubActivityTypeId)!;
  if (body.activityTypeTitle !== undefined) return { ...type, title: body.activityTypeTitle, renamed: true };
  if (body.base64IconImage !== undefined)
    return { ...type, iconUrl: `/files/activity-types/${type.clubActivityTypeId}.png` };
  const translation = body.activityTypeTitleTranslation;
  if (translation) {
    const { [translation.language]: _old, ...rest } = type.translations;
    return { ...type, translations: translation.title ? { ...rest, [translation.language]: translation.title } : rest };
  }
  const [wireName, colour] = Object.entries(body).find(([key]) => /HexColor_/.test(key))!;
  return { ...type, [colourFieldOfWireName(wireName as ActivityTypeColourWireName)]: String(colour).toUpperCase() };
};

/**
 * The activity types' reads and writes as the server answers them for `sampleClub`'s administrator: a creation answers
 * a grey type of the club's own, an edit the type with its change applied to the changes made before it (a preset's
 * six calls build on each other), a removal nothing. Reading the list starts afresh from `types`: a screen's first
 * call, so that no test or story sees another's changes.
 */
export const activityTypesScreenAnswers = (types: ActivityType[] = sampleActivityTypes): Answer[] => {
  let current = types;
  return [
    answer(contract.clubOverview, [sampleClub]),
    ...activityTypesAnswers(types),
    answer(contract.activityTypes, () => {
      current = types;
      return types;
    }),
    answer(contract.createActivityType, ({ body }) => ({
      clubActivityTypeId: 1100,
      clubId: sampleClub.clubId,
      key: null,
      title: (body as { activityTypeTitle: string }).activityTypeTitle,
      renamed: true,
      hidden: false,
      iconUrl: null,
      translations: {},
      ...activityTypePresets.grey,
    })),
    answer(contract.editActivityType, ({ body }) => {
      const type = edited(current, body as EditBody);
      current = current.map((each) => (each.clubActivityTypeId === type.clubActivityTypeId ? type : each));
      return type;
    }),
    answer(contract.removeActivityType),
  ];
};
