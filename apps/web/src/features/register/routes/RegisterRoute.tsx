import { Navigate, Route, Routes } from 'react-router-dom';
import { DoneRoute } from './DoneRoute';
import { ExistingLoginRoute } from './ExistingLoginRoute';
import { InvalidRoute } from './InvalidRoute';
import { NewPersonRoute } from './NewPersonRoute';
import { PersonRoute } from './PersonRoute';
import { SignupFlowRoute } from './SignupFlowRoute';
import { StartRoute } from './StartRoute';

/**
 * `/register/*`, the imported-user sign-up (spec document 1 §2; ADR 018): one screen chunk with its own routes, so
 * that the whole flow, texts included, loads with the first of its pages and never on /login.
 */
export const RegisterRoute = () => (
  <Routes>
    <Route path="invalid" element={<InvalidRoute />} />
    <Route element={<SignupFlowRoute />}>
      <Route index element={<StartRoute />} />
      <Route path="done" element={<DoneRoute />} />
      <Route path=":id" element={<PersonRoute />} />
      <Route path=":id/new" element={<NewPersonRoute />} />
      <Route path=":id/login" element={<ExistingLoginRoute />} />
      <Route path="*" element={<Navigate to="/register" replace />} />
    </Route>
  </Routes>
);
