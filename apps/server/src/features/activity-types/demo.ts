import {
  activityTypeOf,
  activityTypePresets,
  type ActivityTypeColours,
  type ActivityTypePresetName,
  type BundledActivityIcon,
  type LocaleCode,
} from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import type { DemoSeeder } from '../../demo/seedDemo.js';

/**
 * The demo club's activity types (AREAS.md point 10, issue "Activity types"): four types of its own with bundled
 * icons and preset colours, one of them translated; a built-in renamed and one recoloured; two built-ins it has no use
 * for hidden; and a type of its own it hid after the summer, whose activity keeps its look. The activities' demo
 * (which runs after this one) gives its activities these types by title.
 */

interface DemoType {
  title: string;
  icon: BundledActivityIcon;
  preset: ActivityTypePresetName;
  translations?: Partial<Record<LocaleCode, string>>;
  hidden?: boolean;
}

/** The club's own types, by title: `activitiesDemo` finds them so. */
const demoOwnTypes = [
  {
    title: 'Fysisk træning',
    icon: 'dumbbell',
    preset: 'blue',
    translations: { en: 'Fitness training', de: 'Fitnesstraining' },
  },
  { title: 'Forældremøde', icon: 'users', preset: 'yellow', translations: { en: 'Parents’ meeting' } },
  { title: 'Stævne', icon: 'medal', preset: 'red' },
  { title: 'Klubaften', icon: 'coffee', preset: 'green' },
  // Hidden after the summer holidays: its one activity, now over, keeps its type and look.
  { title: 'Fodboldskole', icon: 'sun', preset: 'yellow', hidden: true },
] as const satisfies readonly DemoType[];
export type DemoOwnTypeTitle = (typeof demoOwnTypes)[number]['title'];

const colourValues = (colours: ActivityTypeColours) =>
  sql`${colours.backgroundHexColorLightTheme}, ${colours.fontHexColorLightTheme},
      ${colours.backgroundHexColorLightLightTheme}, ${colours.fontHexColorLightLightTheme},
      ${colours.backgroundHexColorDarkLightTheme}, ${colours.fontHexColorDarkLightTheme}`;

const seedActivityTypes = async (tx: Db, clubId: number, now: Date): Promise<void> => {
  for (const type of demoOwnTypes as readonly DemoType[]) {
    await tx.execute(sql`
      insert into activity_types (club_id, title, icon_path, translations, background_light, font_light,
                                  background_light_light, font_light_light, background_dark_light, font_dark_light,
                                  hidden, created_at)
      values (${clubId}, ${type.title}, ${`icons/${type.icon}.png`}, ${JSON.stringify(type.translations ?? {})}::jsonb,
              ${colourValues(activityTypePresets[type.preset])}, ${type.hidden ?? false}, ${now}::timestamptz)`);
  }
  const green = activityTypePresets.green;
  await tx.execute(sql`
    insert into activity_type_overrides (club_id, type_id, title, translations, background_light, font_light,
                                         background_light_light, font_light_light, background_dark_light,
                                         font_dark_light, hidden, updated_at)
    values
      -- "Kamp/Turnering" is only matches here: tournaments are "Stævne".
      (${clubId}, ${activityTypeOf('match')}, 'Kamp', ${JSON.stringify({ en: 'Match', de: 'Spiel' })}::jsonb,
       null, null, null, null, null, null, false, ${now}::timestamptz),
      -- "Andet" in the club's green.
      (${clubId}, ${activityTypeOf('other')}, null, null, ${colourValues(green)}, false, ${now}::timestamptz),
      (${clubId}, ${activityTypeOf('activity')}, null, null, null, null, null, null, null, null, true,
       ${now}::timestamptz),
      (${clubId}, ${activityTypeOf('activityTask')}, null, null, null, null, null, null, null, null, true,
       ${now}::timestamptz)`);
};

export const activityTypesDemo: DemoSeeder = {
  name: 'activity types',
  seed: async (tx, { clubId }, deps) => seedActivityTypes(tx, clubId, deps.clock.now()),
};
