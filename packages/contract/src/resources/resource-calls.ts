import type { ResourceCalls } from './resource-types.js';

/**
 * The standard set of spec-2 §7.1 under one prefix: list, excel, create/update/delete validation
 * and stored, stored_import; `template` is our addition (the import template download).
 */
export function standardCalls(prefix: string, opts: { list?: string; import?: boolean; delete?: boolean } = {}): ResourceCalls {
  return {
    list: `${prefix}/${opts.list ?? 'list'}`,
    excel: `${prefix}/excel`,
    template: `${prefix}/template`,
    createValidation: `${prefix}/create_validation`,
    createStored: `${prefix}/create_stored`,
    updateValidation: `${prefix}/update_validation`,
    updateStored: `${prefix}/update_stored`,
    ...(opts.delete === false ? {} : { deleteValidation: `${prefix}/delete_validation`, deleteStored: `${prefix}/delete_stored` }),
    ...(opts.import === false ? {} : { import: `${prefix}/stored_import` }),
  };
}

/** The 'validation_create / create_stored' naming of vendor, ekspedisi and Etalase. */
export function validationFirstCalls(prefix: string, list = 'index'): ResourceCalls {
  return {
    list: `${prefix}/${list}`,
    excel: `${prefix}/excel`,
    template: `${prefix}/template`,
    createValidation: `${prefix}/validation_create`,
    createStored: `${prefix}/create_stored`,
    updateValidation: `${prefix}/validation_update`,
    updateStored: `${prefix}/update_stored`,
    deleteValidation: `${prefix}/validation_delete`,
    deleteStored: `${prefix}/delete_stored`,
    import: `${prefix}/stored_import`,
  };
}
