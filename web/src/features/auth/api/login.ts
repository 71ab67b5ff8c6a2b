import type { UserCompany } from '@bo/contract';
import { call } from '../../../api/client';

export interface LoginData {
  token: string;
  app_name?: string;
  company_name?: string;
  token_app?: string;
  token_core?: string;
}

interface Credentials {
  username: string;
  password: string;
}

/** POST /users/auth/get_app_name: the companies these credentials open (several: the user picks one). */
export const findCompanies = async (input: Credentials) => {
  const env = await call<UserCompany[]>('POST', '/users/auth/get_app_name', { ...input });
  return Array.isArray(env.data) ? env.data : [];
};

/** POST /login/stored: logs in to the one company of the user (or the app_name header's). */
export const login = async (input: Credentials, appName?: string) => (await call<LoginData>('POST', '/login/stored', { ...input }, { appName })).data;

/** POST /users/auth/login: logs in to the company picked among several. */
export const loginToCompany = async (input: Credentials & { app_name: string }) =>
  (await call<LoginData>('POST', '/users/auth/login', { ...input }, { appName: input.app_name })).data;
