import { boot } from './boot';

await boot({ http: false, workers: true });
