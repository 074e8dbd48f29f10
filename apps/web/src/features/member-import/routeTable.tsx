import { lazy, Suspense } from 'react';
import { loadAreaTexts } from '../../i18n/i18n';
import { lazyRoute, type FeatureRoutes } from '../../shell/featureRoutes';
import { AreaRoute } from '../../shell/guards/guards';
import { titled } from '../../shell/pageTitle';
import type { MembersSlots, MembersToolbarPartProps } from '../members/public';

/**
 * "Importér medlemmer" in the members toolbar: its code and texts load when an administrator's members screen first
 * shows it, never with this table (which /login loads).
 */
const ImportButton = lazy(() =>
  Promise.all([import('./components/ImportButton'), loadAreaTexts('memberImport')]).then(([module]) => ({
    default: module.ImportButton,
  })),
);

/** The toolbar part: nothing for a group leader, and nothing at all until its code is there (no loading screen). */
const MemberImportToolbar = (props: MembersToolbarPartProps) =>
  props.isAdministrator ? (
    <Suspense fallback={null}>
      <ImportButton {...props} />
    </Suspense>
  ) : null;

/** What member import shows in the members screen (docs/adding-an-area.md §4.6): the shell passes it to members. */
export const memberImportParts: MembersSlots = { toolbar: MemberImportToolbar };

/**
 * Member import's own page (spec document 1 §2, "Member import help guide at {members}/conventus-import-guide"): the
 * six-step guide. Any other sub-path of /members is the members table's redirect.
 */
export const memberImportRoutes: FeatureRoutes = {
  inClub: [
    {
      path: '/members/conventus-import-guide',
      ...titled('shell.nav.members'),
      element: <AreaRoute area="members" />,
      children: [
        {
          index: true,
          ...lazyRoute(() => import('./routes/ConventusGuideRoute'), 'ConventusGuideRoute', 'memberImport'),
        },
      ],
    },
  ],
};
