export * from './rate-limits';
export * from './auth';
export * from './mail';
export * from './projects';
export * from './updates';
export * from './posts';
export * from './subscribers';
export * from './waitlist';
