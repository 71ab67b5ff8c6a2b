export * from './platform.js';
export * from './tenancy.js';
export * from './master.js';
export * from './document-state-log.js';
export * from './jobs.js';
