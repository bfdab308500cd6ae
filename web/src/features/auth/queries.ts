/** Account mutations: login, registration, logout and password change. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ApiError, call, type Schemas, useApi } from '../../api/client.ts';
import { rememberPasswordChange } from './password-change.ts';
import { endSession, SESSION_KEY, startSession } from './session.ts';

export type LoginBody = Schemas['LoginRequest'];
export type RegistrationBody = Schemas['RegistrationRequest'];
export type ChangePasswordBody = Schemas['ChangePasswordRequest'];

/** Logs in; on success the session cookie is set and the session query is refreshed before the caller moves on. */
export function useLogin() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const reply = await call(api.POST('/api-user-login', { body }));
      if (reply.status === 1) {
        rememberPasswordChange(reply.user_id, reply.password_change_required);
        await startSession(queryClient, api);
      }
      return reply;
    },
  });
}

/**
 * Registers; the server's reply opens the new player's session as a login does, so on success the session query is
 * refreshed (`loggedIn` says whether the server did log the player in) before the caller moves on.
 */
export function useRegister() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegistrationBody) => {
      const reply = await call(api.POST('/api-user-registration', { body }));
      const loggedIn = reply.status === 1 && (await startSession(queryClient, api)) !== null;
      return { ...reply, loggedIn };
    },
  });
}

/** Ends the session on the server (an already expired one counts as ended), goes to /login and forgets the player. */
export function useLogout() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await call(api.POST('/api-user-logout', { body: {} }));
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSuccess: async () => {
      // Nobody is logged in from here on (so /login opens rather than sending a player Home); the player's data is
      // dropped once their screen has closed, so it never asks for it again on the way out.
      queryClient.setQueryData(SESSION_KEY, null);
      await navigate({ to: '/login' });
      endSession(queryClient);
    },
  });
}

export function useChangePassword() {
  const api = useApi();
  return useMutation({ mutationFn: (body: ChangePasswordBody) => call(api.POST('/api-change-password', { body })) });
}
