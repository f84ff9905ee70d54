import { useStore } from '@nanostores/react';

import { $auth, type AuthState } from '../../stores/auth';
import { useHydrated } from '../ui/useHydrated';

const UNKNOWN: AuthState = { uid: undefined, name: '', email: '', tel: '' };

/** $auth, but unknown (as the server rendered it) until the island has hydrated. */
export function useAuth(): AuthState {
  const auth = useStore($auth);
  return useHydrated() ? auth : UNKNOWN;
}
