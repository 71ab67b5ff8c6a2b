import type { RegistrationInput } from '@bo/contract';
import { post } from '../../../api/client';

/** POST /registration/submit: a new company and its superuser account; answers the company's app_name. */
export const registerCompany = (input: RegistrationInput) => post<{ app_name: string }>('/registration/submit', { ...input });
