import { chromium } from 'playwright-core';
const base = 'http://localhost:3999';
const id = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ baseURL: base });
const login = await ctx.request.post('/api/auth/login', { data: { email: 'demo@shiplog.local', password: 'shiplog-demo-2025' }, headers: { origin: base } });
console.log('login', login.status());
if (process.argv[3] === 'seed') {
  for (let i = 1; i <= 24; i++) {
    const r = await ctx.request.post(`/api/projects/${id}/updates`, { headers: { origin: base }, data: { type: i % 5 === 0 ? 'release' : 'text', title: `Week ${i}: ${i % 5 === 0 ? 'release v0.' + i : 'smaller fixes'}`, content: `## What changed\n\n- Faster sync for **${i}** repos\n- Fixed a \`null\` crash\n\n\`\`\`ts\nconst x = ${i};\n\`\`\``, is_major_update: i % 10 === 0, published_at: new Date(Date.now() - (30 - i) * 3600_000).toISOString() } });
    if (r.status() !== 201) console.log(r.status(), await r.text());
  }
}
for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['mobile', { width: 390, height: 844 }]]) {
  const visitor = await b.newContext({ viewport });
  const p = await visitor.newPage();
  p.on('pageerror', (e) => console.log('pageerror', e.message));
  p.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await p.goto(`${base}/projects/${id}`);
  await p.waitForSelector('article');
  await p.waitForTimeout(1000);
  console.log(name, 'articles', await p.locator('article').count());
  await p.screenshot({ path: `/tmp/shot/project-${name}.png`, fullPage: false });
  await p.getByRole('link', { name: 'Older updates' }).scrollIntoViewIfNeeded();
  await p.screenshot({ path: `/tmp/shot/project-${name}-bottom.png` });
  await p.getByRole('link', { name: 'Older updates' }).click();
  await p.waitForTimeout(1000);
  console.log(name, 'after more', await p.locator('article').count());
  await p.getByRole('link', { name: 'Releases' }).click();
  await p.waitForTimeout(800);
  console.log(name, 'releases', await p.locator('article').count(), p.url());
  await p.getByRole('searchbox', { name: 'Search updates' }).fill('v0.10');
  await p.waitForTimeout(900);
  console.log(name, 'search', await p.locator('article').count(), p.url());
  await p.locator('[aria-labelledby="latest-updates"]').screenshot({ path: `/tmp/shot/project-${name}-filtered.png` });
  await visitor.close();
}
await b.close();
