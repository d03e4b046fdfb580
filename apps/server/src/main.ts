import { boot } from './boot';

await boot({ http: true });
