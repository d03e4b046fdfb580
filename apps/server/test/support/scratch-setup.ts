import { afterAll } from 'vitest';
import { removeScratchDirs } from './scratch';

// Registered before each file's own hooks, so it runs after them: a file stops the processes
// that use its folders first.
afterAll(removeScratchDirs);
