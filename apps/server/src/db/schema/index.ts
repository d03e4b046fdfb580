export * from './rate-limits';
