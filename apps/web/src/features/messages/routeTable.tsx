import { Navigate } from 'react-router-dom';
import { AreaRoute } from '../../shell/guards/guards';
import { lazyRoute, type FeatureRoutes } from '../../shell/featureRoutes';
import { titled } from '../../shell/pageTitle';

/**
 * Messages and boards (spec document 2 §2.8; issue 25; ADR 028): /messages, the club's list for administrators and
 * the reading list for members (group leaders see the sidebar entry disabled, `navigation.ts`), with its wizard and
 * detail as modals; and /unsubscribe, the public page of the message mails' unsubscribe link.
 */
export const messagesRoutes: FeatureRoutes = {
  anyone: [
    {
      path: '/unsubscribe',
      // The shell's text ('Beskeder | Klubhus'): a page title shows before the area's texts have loaded.
      ...titled('shell.nav.messages'),
      ...lazyRoute(() => import('./routes/UnsubscribeRoute'), 'UnsubscribeRoute', 'messages'),
    },
  ],
  inClub: [
    {
      path: '/messages',
      ...titled('shell.nav.messages'),
      element: <AreaRoute area="messages" />,
      children: [
        { index: true, ...lazyRoute(() => import('./routes/MessagesRoute'), 'MessagesRoute', 'messages') },
        // No sub-pages: any other path under /messages is the page.
        { path: '*', element: <Navigate to="/messages" replace /> },
      ],
    },
  ],
};
