import { MEMBER_APPROVAL_STATES } from '../documents/member-approval-states.js';
import type { FieldOption } from './resource-types.js';

export const GENDER_OPTIONS: readonly FieldOption[] = [
  { value: 'L', label: 'Laki-laki' },
  { value: 'P', label: 'Perempuan' },
];

/** Report types of a checkup (GET /custom/master/checkup/list_report_type). */
export const CHECKUP_REPORT_TYPES: readonly FieldOption[] = [
  { value: 'numerik', label: 'Hasil Numerik' },
  { value: 'teks', label: 'Hasil Teks' },
  { value: 'histopatologi', label: 'Histopatologi' },
  { value: 'sitologi', label: 'Sitologi' },
];

/** Note (nota) types (GET list_nota_type, POST /custom/master/format/jenis_nota). */
export const NOTA_TYPES: readonly FieldOption[] = [
  { value: 'registrasi', label: 'Nota Registrasi' },
  { value: 'pembayaran', label: 'Nota Pembayaran' },
  { value: 'hasil', label: 'Nota Hasil Pemeriksaan' },
  { value: 'kwitansi', label: 'Kwitansi' },
];

/** Entry forms of a checkup (GET list_form). */
export const CHECKUP_FORMS: readonly FieldOption[] = [
  { value: 'umum', label: 'Formulir Umum' },
  { value: 'patologi_anatomi', label: 'Formulir Patologi Anatomi' },
  { value: 'sitologi', label: 'Formulir Sitologi' },
  { value: 'gastritis', label: 'Formulir Gastritis' },
];

export const RS_TYPES: readonly FieldOption[] = [
  { value: 'umum', label: 'Rumah Sakit Umum' },
  { value: 'khusus', label: 'Rumah Sakit Khusus' },
  { value: 'klinik', label: 'Klinik' },
  { value: 'laboratorium', label: 'Laboratorium' },
];

export const KASBANK_TYPES: readonly FieldOption[] = [
  { value: 'kas', label: 'Kas' },
  { value: 'bank', label: 'Bank' },
];

export const ICD_VERSIONS: readonly FieldOption[] = [
  { value: 'ICD-10', label: 'ICD-10' },
  { value: 'ICD-9-CM', label: 'ICD-9-CM' },
  { value: 'ICD-O', label: 'ICD-O' },
];

/** Approval state of a member (kontak): the states of the member approval document. */
export const MEMBER_APPROVAL: readonly FieldOption[] = MEMBER_APPROVAL_STATES.map(({ value, label }) => ({ value, label }));
