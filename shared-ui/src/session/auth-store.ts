import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface AuthUser {
  id: string;
  username: string;
  isAdmin: boolean;
  /** Where their mail goes; '' for an admin added before admins had one, until they give it. */
  email: string;
}

interface AuthState {
  user: AuthUser | null;
  /** True once the stored user has been checked against the API (SPEC §4). */
  verified: boolean;
  setUser: (user: AuthUser | null) => void;
  markVerified: () => void;
}

/** The signed-in user, persisted in localStorage under `auth_user`. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      verified: false,
      setUser: (user) => set({ user }),
      markVerified: () => set({ verified: true }),
    }),
    {
      name: 'auth_user',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ user: state.user }),
      // Restored by the shell: after hydrating a page the server rendered signed out, or before
      // rendering one of its own.
      skipHydration: true,
    },
  ),
);
