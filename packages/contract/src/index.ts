export * from './errors';
export * from './health';
export * from './seo';
export * from './pages';
export * from './auth';
export * from './account';
