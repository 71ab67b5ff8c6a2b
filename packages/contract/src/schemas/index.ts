export * from './fields.js';
export * from './group.js';
export * from './registration.js';
export * from './session.js';
export * from './user.js';
export * from './warehouse.js';
