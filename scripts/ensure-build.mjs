// Builds what `npm start` runs when it is missing or older than its sources: the web app
// (apps/web/dist) and the compiled server (apps/server/dist), so that a fresh clone starts with
// no extra step and a changed source is never served stale.
import { execSync } from 'node:child_process';
import { buildServerIfStale, isStale } from '../apps/server/build.mjs';

if (isStale('apps/web/dist/index.html', 'apps/web', 'packages/contract/src')) {
  console.log('Building the web app…');
  execSync('npm run build -w @shiplog/web', { stdio: 'inherit' });
}
if (await buildServerIfStale()) console.log('Compiled the server.');
