import { z } from 'zod';
import { field, withPasswordPair } from './fields.js';

/** A company's app_name: lower-case letters, digits and '-', 2-63 characters, not starting with '-'. */
export const APP_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;
export const APP_NAME_MESSAGE = 'Kode aplikasi hanya huruf kecil, angka dan tanda minus (2–63 karakter)';

/** The company part of /registration/submit and /registration/add_company. */
export const companyFields = {
  company_name: field.text('Nama perusahaan', 150),
  app_name: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string().trim().max(64, 'Kode aplikasi maksimal 64 karakter').regex(APP_NAME_PATTERN, APP_NAME_MESSAGE).optional(),
  ),
};
export const addCompanyBody = z.object(companyFields);
export type AddCompanyInput = z.input<typeof addCompanyBody>;

/** POST /registration/submit: a new company with its first (superuser) account. */
export const registrationBody = withPasswordPair({
  ...companyFields,
  name: field.text('Nama', 150),
  username: field.username(),
  email: field.email(),
  phone: field.optPhone(),
});
export type RegistrationInput = z.input<typeof registrationBody>;
