import type { LoginRequest } from '@ignite/domain/session';
import { api } from '@/shared/api/client.ts';
import { startSession } from '@/shared/session/session-store.ts';

export type LoginInput = LoginRequest & { rememberMe: boolean };

/** POST user/login; on success the session is stored before the caller moves on. */
export async function login({ username, password, rememberMe }: LoginInput) {
  const result = await api.login({ username, password });
  if (result.success) startSession(result.data, username, rememberMe);
  return result;
}
