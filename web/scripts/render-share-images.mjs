// Renders the link-preview image (public/og-image.png, 1200x630) and the home-screen icon
// (public/apple-touch-icon.png, 180x180) with Debian's Chromium. Run after changing the design:
//   node web/scripts/render-share-images.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const __dirname = path.dirname(fileURLToPath(import.meta.url));
const PUBLIC_DIR = path.join(__dirname, '..', 'public');
const FONT = path.join(
  __dirname,
  '..',
  '..',
  'node_modules',
  '@fontsource-variable',
  'outfit',
  'files',
  'outfit-latin-wght-normal.woff2',
);
const fontUrl = `data:font/woff2;base64,${readFileSync(FONT).toString('base64')}`;
const favicon = readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');

const shareCard = `<!doctype html><html><head><style>
  @font-face { font-family: Outfit; src: url(${fontUrl}) format('woff2'); font-weight: 100 900; }
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; font-family: Outfit, sans-serif; color: #fff; overflow: hidden;
    background: radial-gradient(700px 380px at 5% -10%, rgba(255,153,51,.45), transparent 60%),
                radial-gradient(700px 420px at 105% 110%, rgba(19,136,8,.5), transparent 60%),
                linear-gradient(180deg, #050b1d, #0a1633 55%, #122250); }
  .rule { height: 12px; background: linear-gradient(90deg, #ff9933 0 33.3%, #fff 33.3% 66.6%, #138808 66.6%); }
  .wrap { padding: 64px 72px; display: flex; flex-direction: column; height: 618px; }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 34px; font-weight: 600; }
  .brand svg { width: 64px; height: 64px; }
  h1 { margin-top: 44px; font-size: 92px; line-height: 1.02; font-weight: 650; letter-spacing: -2px; }
  h1 span { background: linear-gradient(90deg, #ffc47a, #fff 55%, #8fdc8f); -webkit-background-clip: text; color: transparent; }
  p { margin-top: 28px; font-size: 30px; color: #e4e9f7; }
  .chips { margin-top: auto; margin-bottom: 12px; display: flex; gap: 16px; }
  .chip { padding: 12px 24px; border-radius: 999px; font-size: 26px; font-weight: 600; border: 2px solid rgba(255,255,255,.3); }
  .chip.hot { background: #ff9933; color: #050b1d; border-color: #ff9933; }
</style></head><body><div class="rule"></div><div class="wrap">
  <div class="brand">${favicon}AI Film Contest</div>
  <h1>Create an AI film.<br><span>Inspire a nation.</span></h1>
  <p>A 60-second AI film on the Prime Minister's life, action, philosophy and policies.</p>
  <div class="chips"><div class="chip hot">Submit on Instagram</div><div class="chip">Top 500 · Top 100 · Finale in New Delhi</div></div>
</div></body></html>`;

const icon = `<!doctype html><html><head><style>
  * { margin: 0; } body { width: 180px; height: 180px; background: #0a1633; display: grid; place-items: center; }
  svg { width: 150px; height: 150px; }
</style></head><body>${favicon}</body></html>`;

{
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  for (const [html, width, height, file] of [
    [shareCard, 1200, 630, 'og-image.png'],
    [icon, 180, 180, 'apple-touch-icon.png'],
  ]) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(html);
    await page.evaluate('document.fonts.ready');
    await page.screenshot({ path: path.join(PUBLIC_DIR, file) });
    await page.close();
  }
  await browser.close();
}
