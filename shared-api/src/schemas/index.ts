export * from './fields';
export * from './auth';
export * from './users';
export * from './company';
export * from './newsletter';
