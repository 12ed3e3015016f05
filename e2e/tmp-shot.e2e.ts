import { test } from '@playwright/test';
import { api } from './support/fixtures';
test('shots', async ({ page, browser }) => {
  const conf = await api<{ slug: string; id: number }>(page, 'POST', '/api/submit', { title: `Shot ${Date.now()} Conf`, url: `https://shot${Date.now()}.example.com/`, location: 'Lisbon, Portugal', startDate: '2027-05-01', endDate: '2027-05-02', type: 'AI' });
  await api(page, 'POST', `/api/conferences/${conf.id}/reviews`, { userName: 'Ana', userEmail: 'ana@example.com', rating: 5, title: 'Great', body: 'Loved the talks and the hallway track.' }).catch((e) => console.log('review', String(e).slice(0, 300)));
  const co = await api<{ slug: string }>(page, 'POST', '/api/companies', { name: `Shot Co ${Date.now()}`, icpSummary: 'Platform teams.', targetIndustries: 'SaaS, Fintech' });
  const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1000, height: 900 } });
  const raw = await ctx.newPage();
  await raw.goto(`/conference/${conf.slug}`);
  await raw.screenshot({ path: '/tmp/seohead/conf-nojs.png', fullPage: true });
  await raw.goto(`/companies/${co.slug}`);
  await raw.screenshot({ path: '/tmp/seohead/company-nojs.png', fullPage: true });
  await raw.goto(`/companies`);
  await raw.screenshot({ path: '/tmp/seohead/companies-nojs.png', fullPage: true });
  await raw.goto(`/cfp`);
  await raw.screenshot({ path: '/tmp/seohead/cfp-nojs.png', fullPage: true });
});
