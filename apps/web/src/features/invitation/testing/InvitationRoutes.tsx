import { Route, Routes } from 'react-router-dom';
import { ContinueRoute } from '../routes/ContinueRoute';
import { InvitationRoute } from '../routes/InvitationRoute';

/**
 * The invitation's pages as the app mounts them, with stand-ins for the pages it leads to (/register, /login, the
 * app's home), for tests and stories.
 */
export const InvitationRoutes = () => (
  <Routes>
    <Route path="/invitation" element={<InvitationRoute />} />
    <Route path="/invitation/continue" element={<ContinueRoute />} />
    <Route path="/register" element={<h1>Tilmelding</h1>} />
    <Route path="/login" element={<h1>Log ind</h1>} />
    <Route path="/" element={<h1>Forsiden</h1>} />
  </Routes>
);
