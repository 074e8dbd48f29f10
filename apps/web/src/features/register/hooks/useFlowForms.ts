import type { ImportedUser } from '@klubhus/domain';
import { useNavigate } from 'react-router-dom';
import { useSignupFlow } from '../flowContext';
import { afterCreated } from '../flowRules';

/** Where a screen goes once a person became a user (or was registered): the start list, or /register/done. */
export const useAfterCreated = () => {
  const { store } = useSignupFlow();
  const navigate = useNavigate();
  return () => {
    const users: readonly ImportedUser[] = store.get()?.users ?? [];
    void navigate(afterCreated(users));
  };
};
