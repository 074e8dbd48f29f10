import { Route, Routes } from 'react-router-dom';
import { RegisterRoute } from '../routes/RegisterRoute';

/**
 * The sign-up's routes as the app mounts them (`/register/*`), with stand-ins for the pages it leads to
 * (/invitation, /login), for tests and stories.
 */
export const RegisterRoutes = () => (
  <Routes>
    <Route path="/register/*" element={<RegisterRoute />} />
    <Route path="/invitation" element={<h1>Invitation</h1>} />
    <Route path="/login" element={<h1>Log ind</h1>} />
  </Routes>
);
