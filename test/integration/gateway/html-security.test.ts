// Every HTML answer of the origin carries the one security policy (the console keeps its admin token in
// this origin's session storage), and the pages still work under it in Debian's Chromium: /docs renders
// its operations, the x402 paywall its table and style, with no policy violation.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../helpers/browser.ts';
import { startPaidGateway, type PaidGateway } from '../../helpers/x402.ts';

let g: PaidGateway;
let browser: Browser;
beforeAll(async () => {
  g = await startPaidGateway();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await g?.close();
});

const expectPolicy = (headers: Headers, what: string) => {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
};

describe('HTML answers', () => {
  it('carry the policy: /docs and its pages, the console, the paywall', async () => {
    const pages: [string, RequestInit?][] = [
      ['/docs'],
      ['/docs/'],
      ['/docs/static/index.html'],
      ['/console'],
      ['/console/agents/atlas'],
      ['/x402/v1/agents', { headers: { accept: 'text/html' } }],
      ['/x402/v1/agents/017/reports', { headers: { accept: 'text/html,application/xhtml+xml' } }],
    ];
    for (const [path, init] of pages) {
      const res = await fetch(`${g.baseUrl}${path}`, init);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expectPolicy(res.headers, path);
    }
  });

  it('still work under it in a browser: /docs lists the operations and the paywall is styled, nothing refused', async () => {
    const page = await browser.newPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(`${page.url()}: ${m.text()}`);
    });
    await page.goto(`${g.baseUrl}/docs`);
    await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.opblock').count()).toBeGreaterThan(10);
    await page.goto(`${g.baseUrl}/x402/v1/agents`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Payment required');
    // The inline style is admitted by its hash: the page's width limit applies.
    expect(await page.locator('body').evaluate((b) => getComputedStyle(b).maxWidth)).toBe('768px');
    expect(refused).toEqual([]);
    await page.close();
  }, 60_000);
});
