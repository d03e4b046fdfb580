export * from './rate-limits';
export * from './auth';
