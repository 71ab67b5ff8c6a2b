export * from './constants.js';
export * from './envelope.js';
export * from './messages.js';
export * from './print-types.js';
export * from './roles.js';
export * from './routes.js';
export * from './resources/registry.js';
