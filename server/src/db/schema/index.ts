export * from './platform.js';
export * from './tenancy.js';
