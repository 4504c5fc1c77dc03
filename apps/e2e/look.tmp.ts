import { launch, newContext, DESKTOP, PHONE } from './src/browser.ts';
import { serveStatic } from './src/static-server.ts';
import { WEB_BUILD } from './src/browser.ts';
const server = await serveStatic(WEB_BUILD);
const browser = await launch();
for (const [vp, tag] of [[DESKTOP, 'd'], [PHONE, 'p']] as const) {
  const { context, errors } = await newContext(browser, { viewport: vp });
  const page = await context.newPage();
  await page.goto(`${server.url}/agreements`);
  await page.locator('[data-field="agreements.blockedRound"] select').selectOption('redeal');
  await page.screenshot({ path: `/tmp/agw/ed-${tag}.png` });
  await page.screenshot({ path: `/tmp/agw/ed-${tag}-full.png`, fullPage: true });
  console.log(tag, errors);
  await context.close();
}
await browser.close(); await server.close();
