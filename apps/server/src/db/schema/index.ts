export * from './rate-limits';
export * from './auth';
export * from './mail';
