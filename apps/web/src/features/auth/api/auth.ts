import { useMutation } from '@tanstack/react-query';
import type { LoginResponse, SuccessResponse } from '@catalogo/contracts/core';
import { api } from '@/lib/api';

export interface RegisterBody {
  email: string;
  password: string;
  /** Digits only; omitted when the seller left the field empty. */
  phone?: string;
}

export interface LoginBody {
  email: string;
  password: string;
}

export function registerSeller(body: RegisterBody): Promise<SuccessResponse> {
  return api.post<SuccessResponse>('/user/register', body);
}

export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', body);
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: registerSeller });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

/** `POST /auth/forgot-password` (docs/API.md §7): 202 whether or not the address exists. */
export function forgotPassword(email: string): Promise<SuccessResponse> {
  return api.post<SuccessResponse>('/auth/forgot-password', { email });
}

/** `POST /auth/reset-password` (docs/API.md §7): 400 for a used, expired or unknown token. */
export function resetPassword(body: { token: string; password: string }): Promise<SuccessResponse> {
  return api.post<SuccessResponse>('/auth/reset-password', body);
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: forgotPassword });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
