/**
 * A master-data resource, declared once as pure data (spec-2 §7.1). The server builds the table,
 * the calls, the validation, the Excel export/import and the tests from it; the client builds the
 * list page, the filters and the create/update/delete dialogs from it.
 */
export type FieldType =
  | 'text'
  | 'textarea'
  /** Short uppercase-insensitive code; unique per company when `unique`. */
  | 'code'
  | 'int'
  /** Whole rupiah (DESIGN §6: money is integer rupiah). */
  | 'money'
  | 'email'
  | 'phone'
  /** Indonesian tax number: 15 or 16 digits; dots and dashes are stripped. */
  | 'npwp'
  /** Indonesian identity number (NIK): 16 digits. */
  | 'nik'
  /** yyyy-mm-dd. */
  | 'date'
  /** HH:MM (24 h). */
  | 'time'
  /** '1' or '0' switch. */
  | 'flag'
  /** One of `options`. */
  | 'select'
  /** The id of a row of another resource of the same company (see `ref`). */
  | 'ref'
  /** The id of an Indonesian district (kecamatan), searched with 'Cari Kecamatan'. */
  | 'district';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDef {
  /** Column, form field and list key (spec naming: <entity>_name, <entity>_id …). */
  name: string;
  /** Indonesian label: form label, list header, Excel header and error messages. */
  label: string;
  type: FieldType;
  required?: boolean;
  /** Maximum length for text-like fields; maximum value for numbers. */
  max?: number;
  /** Minimum length for text-like fields; minimum value for numbers. */
  min?: number;
  /** Unique per company, compared without letter case. */
  unique?: boolean;
  options?: readonly FieldOption[];
  /** For type 'ref': the referenced resource's key. The list also answers that resource's name field. */
  ref?: { resource: string };
  /** Shown as a list column (default true except textarea). */
  list?: boolean;
  /** Whitelisted filter of the list and the advance filter. */
  filter?: 'contains' | 'eq' | 'range';
  /** Looked in by the free-text `search` filter. */
  search?: boolean;
  sort?: boolean;
  /** Part of the Excel import and template (default true for input fields). */
  import?: boolean;
  /** Form layout: column span out of 24 (default 12; textarea 24). */
  span?: number;
  /** Server-managed: never accepted from a form or import, still listed when `list` is true. */
  system?: boolean;
  /** Never answered by any call (secrets). */
  hidden?: boolean;
  default?: string;
  placeholder?: string;
  /**
   * Digits whose leading zeros matter (bank account numbers): written as a text cell
   * in Excel templates and exports, and a number cell in an import is refused. Codes, phones,
   * NPWP and NIK are always text cells; see isTextCellField.
   */
  textCell?: boolean;
}

export interface ResourcePermissions {
  list: string;
  /** Pages whose forms choose a record of the area: their holders may list and find it too (not export). */
  pick?: readonly string[];
  create: string;
  update: string;
  delete: string;
}

/** The area's call paths, exactly as spec/calls.tsv writes them (or chosen where it is silent). */
export interface ResourceCalls {
  list: string;
  excel?: string;
  template?: string;
  createValidation?: string;
  createStored: string;
  updateValidation?: string;
  updateStored: string;
  deleteValidation?: string;
  deleteStored?: string;
  import?: string;
  /** Short search for selects: body `search` (or the area's own payload name). */
  find?: string;
  /** GET one record: query `id`. */
  detail?: string;
}

/**
 * Rows of a table outside the master definitions that use a row of an area (documents, products,
 * cashier sessions…): a delete is refused while any exists, naming how many of each
 * ('Supplier masih dipakai oleh 3 penerimaan yang belum lunas'). References between master
 * definitions (fields of type 'ref') count without a declaration.
 */
export interface UsageDef {
  table: string;
  /** The columns that hold the used row's id (a use is any of them). */
  columns: readonly string[];
  /** What the counted rows are, in Indonesian, after the count: 'penerimaan yang belum lunas'. */
  label: string;
  /** A fixed SQL condition on the using table's own columns (declared here, never input): 'is_paid = 0'. */
  where?: string;
  /** Counts distinct values of this column instead of rows (a line table counts its documents). */
  distinct?: string;
}

export interface ResourceDef {
  key: string;
  /** Indonesian title (menu, page, Excel sheet). */
  title: string;
  table: string;
  idField: string;
  /** The human name of a row: shown by references and selects. */
  nameField: string;
  /** The field a re-import matches on (update instead of duplicate). Must be `unique`. */
  naturalKey?: string;
  permission: ResourcePermissions;
  calls: ResourceCalls;
  fields: readonly FieldDef[];
  defaultSort?: { field: string; type: 'asc' | 'desc' };
  /** Columns of the create/update form (1 or 2). */
  formColumns?: 1 | 2;
  /** Prefix of the Excel file name. */
  fileName?: string;
  /** Web route of the list page (from the route-role table). */
  route?: string;
  /** Tables outside the master definitions that use its rows: a row in use is not deleted. */
  usedBy?: readonly UsageDef[];
}

/** Label of a field's id-reference column in lists: the referenced name field. */
export const isInputField = (f: FieldDef) => !f.system;
export const isImportField = (f: FieldDef) => !f.system && f.import !== false;
/** Columns Excel must keep as text (format '@'): codes, phones, NPWP, NIK and fields marked textCell. */
export const isTextCellField = (f: FieldDef) => f.textCell === true || f.type === 'code' || f.type === 'phone' || f.type === 'npwp' || f.type === 'nik';
export const isListField = (f: FieldDef) => !f.hidden && (f.list ?? f.type !== 'textarea');
