import {
  activityTypePresets,
  builtInActivityTypes,
  bundledActivityIcons,
  builtInActivityTypeIcons,
  contract,
  type ActivityIcon,
  type ActivityType,
} from '@klubhus/domain';
import { answer, type Answer } from '../../../testing/apiStub';
import { sampleClub } from '../../../testing/fixtures';

/**
 * What the activity types' tests and stories share, and the activities' too (their lists show the types): the types
 * of `sampleClub` — the built-in ones, one renamed and recoloured, two of the club's own (one with an English
 * translation) and one removed — and the icon list. Icons are drawn as inline SVG in the colour asked for, so the
 * recolouring is visible without a server. Colours come from the presets (no hex: the token lint reads this file).
 */

const iconUrl = (name: string) => `/files/icons/${name}.png`;

const builtIn = (id: number, changes: Partial<ActivityType> = {}): ActivityType => {
  const type = builtInActivityTypes.find((each) => each.id === id)!;
  return {
    clubActivityTypeId: type.id,
    clubId: sampleClub.clubId,
    key: type.key,
    title: type.title,
    renamed: false,
    hidden: false,
    iconUrl: iconUrl(builtInActivityTypeIcons[type.key]),
    translations: {},
    ...activityTypePresets[type.preset],
    ...changes,
  };
};

const own = (id: number, title: string, changes: Partial<ActivityType> = {}): ActivityType => ({
  clubActivityTypeId: id,
  clubId: sampleClub.clubId,
  key: null,
  title,
  renamed: true,
  hidden: false,
  iconUrl: null,
  translations: {},
  ...activityTypePresets.grey,
  ...changes,
});

/** The club's own types, by name, for tests that pick one. */
export const sampleOwnTypes = {
  strength: own(1001, 'Styrketræning', {
    iconUrl: iconUrl('dumbbell'),
    translations: { en: 'Strength training' },
    ...activityTypePresets.blue,
  }),
  parents: own(1002, 'Forældremøde', { iconUrl: iconUrl('users') }),
  removed: own(1003, 'Vinterbadning', { iconUrl: iconUrl('snowflake'), hidden: true, ...activityTypePresets.blue }),
};

/** GET /v4/activities/club/ActivityTypes of `sampleClub`. */
export const sampleActivityTypes: ActivityType[] = [
  builtIn(1),
  builtIn(2),
  builtIn(4, { title: 'Kamp', renamed: true }),
  builtIn(5),
  builtIn(6),
  builtIn(7),
  builtIn(8),
  builtIn(9),
  sampleOwnTypes.strength,
  sampleOwnTypes.parents,
  sampleOwnTypes.removed,
];

/** A PNG's base64 does not matter to the screens: they send it back as it came. */
const sampleIcons: ActivityIcon[] = bundledActivityIcons.map((name) => ({
  fileName: `${name}.png`,
  url: iconUrl(name),
  base64: 'iVBORw0KGgo=',
}));

/** An icon as `ChangeColor` answers it: a simple glyph in the colour asked for. */
const glyph = (colour: string) =>
  new Blob(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
        `<circle cx="32" cy="32" r="22" fill="none" stroke="#${colour}" stroke-width="8"/>` +
        `<circle cx="32" cy="32" r="6" fill="#${colour}"/></svg>`,
    ],
    { type: 'image/svg+xml' },
  );

/** The answers every screen showing activity types needs: the club's types, the icon list and the recoloured icons. */
export const activityTypesAnswers = (types: ActivityType[] = sampleActivityTypes): Answer[] => [
  answer(contract.activityTypes, types),
  answer(contract.activityTypeIcons, sampleIcons),
  answer(contract.changeImageColour, ({ query }) => glyph((query.color ?? '000000').replace('#', ''))),
];

/**
 * For a story's play function before its picture: resolves once the club's types show in `element` — at least
 * `least` type icons there (the sample types all have one) — and every one has drawn (each `<img>` of `ChangeColor`
 * loaded), so that no picture catches the built-in look of the loading moment or an icon half-way. Rejects after
 * `timeout` ms.
 */
export const typeIconsDrawn = async (element: HTMLElement, { least = 1, timeout = 5000 } = {}): Promise<void> => {
  const started = Date.now();
  const drawn = () => {
    const icons = [...element.querySelectorAll<HTMLImageElement>('img[src*="ChangeColor"]')];
    return icons.length >= least && icons.every((image) => image.complete && image.naturalWidth > 0);
  };
  while (!drawn()) {
    if (Date.now() - started > timeout) throw new Error('The type icons did not show');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
