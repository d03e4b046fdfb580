import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
p.on('console', (m) => console.log('console', m.type(), m.text()));
p.on('pageerror', (e) => console.log('pageerror', e.message));
await p.goto('http://localhost:3999' + (process.argv[2] ?? '/shiplog'));
await p.waitForTimeout(3000);
console.log('h1:', await p.locator('h1').allTextContents());
await b.close();
