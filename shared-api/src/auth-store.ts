import { create } from 'zustand';
import { notify } from 'shared-ui';
import { authApi } from './endpoints/auth';
import { errorMessage } from './envelope';
import { onUnauthorized } from './http';
import type { LoginInput, RegisterInput, UpdateProfileInput, User } from './schemas';
import { can, isStaffRole, type Permission } from './schemas/access';
import { tokenStorage } from './token-storage';

export interface AuthState {
  user: User | null;
  token: string | null;
  /** Starts true: until a stored token is verified nobody can tell who is signed in (spec §4). */
  isLoading: boolean;
  error: string | null;
  initialize: () => Promise<void>;
  login: (input: LoginInput) => Promise<User | null>;
  register: (input: RegisterInput) => Promise<User | null>;
  logout: () => Promise<void>;
  updateProfile: (input: UpdateProfileInput) => Promise<boolean>;
  changePassword: (input: { currentPassword: string; newPassword: string }) => Promise<boolean>;
}

let initializing: Promise<void> | null = null;

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  token: null,
  isLoading: true,
  error: null,

  initialize: () => {
    // The shell and a remote may both ask; the stored token is verified once.
    initializing ??= (async () => {
      const token = tokenStorage.get();
      if (!token) {
        set({ user: null, token: null, isLoading: false });
        return;
      }
      try {
        const response = await authApi.verify();
        set({ user: response.data.user, token, isLoading: false, error: null });
      } catch {
        tokenStorage.clear();
        set({ user: null, token: null, isLoading: false });
      }
    })();
    return initializing;
  },

  login: async (input) => {
    set({ isLoading: true, error: null });
    try {
      const { data } = await authApi.login(input);
      tokenStorage.set(data.token);
      set({ user: data.user, token: data.token, isLoading: false });
      notify.success('Login successful!');
      return data.user;
    } catch (error) {
      const message = errorMessage(error, 'Login failed');
      set({ isLoading: false, error: message });
      notify.error(message);
      return null;
    }
  },

  register: async (input) => {
    set({ isLoading: true, error: null });
    try {
      const { data } = await authApi.register(input);
      tokenStorage.set(data.token);
      set({ user: data.user, token: data.token, isLoading: false });
      notify.success('Registration successful!');
      return data.user;
    } catch (error) {
      const message = errorMessage(error, 'Registration failed');
      set({ isLoading: false, error: message });
      notify.error(message);
      return null;
    }
  },

  logout: async () => {
    try {
      if (get().token) await authApi.logout();
    } catch {
      // Spec §8: a failed logout call still signs the user out here.
    }
    tokenStorage.clear();
    set({ user: null, token: null, error: null, isLoading: false });
    notify.success('Logged out successfully');
  },

  updateProfile: async (input) => {
    try {
      const { data } = await authApi.updateProfile(input);
      set((state) => ({ user: state.user ? { ...state.user, ...data.user } : data.user }));
      notify.success('Profile updated successfully!');
      return true;
    } catch (error) {
      notify.error(errorMessage(error, 'Profile update failed'));
      return false;
    }
  },

  changePassword: async (input) => {
    try {
      await authApi.changePassword(input);
      notify.success('Password changed successfully!');
      return true;
    } catch (error) {
      notify.error(errorMessage(error, 'Password change failed'));
      return false;
    }
  },
}));

onUnauthorized(() => useAuthStore.setState({ user: null, token: null }));

export const selectIsAdmin = (state: AuthState): boolean => state.user?.role === 'admin';

/** A signed-in member of staff (any role of the back office). */
export const selectIsStaff = (state: AuthState): boolean => isStaffRole(state.user?.role);

/**
 * Whether the signed-in user's role holds `permission`, for menus and buttons. The server checks every
 * call itself; this only spares a user what would be refused.
 */
export const useCan = (permission: Permission): boolean => useAuthStore((state) => can(state.user?.role, permission));
