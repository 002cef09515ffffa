// The database schema, one file per part of the product. drizzle reads it through this index, and
// drizzle-kit (drizzle.config.ts) reads the folder.
export * from './accounts';
export * from './site';
export * from './catalogue';
export * from './tracking';
export * from './files';
export * from './masters';
export * from './trips';
export * from './counts';
export * from './money';
export * from './billing';
export * from './shared-state';
