export * from './platform.js';
export * from './tenancy.js';
export * from './master.js';
