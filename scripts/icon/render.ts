// `npm run icon`: renders scripts/icon/icon.svg to media/icon.png (128×128, transparent corners),
// the extension's icon (package.json `icon`; the Marketplace takes PNG, not SVG). Uses the test
// rig's headless Chromium through playwright-core (`npm test -- setup` installs both), so it needs
// no image library in the project.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SetupError } from '../setup/util';
import { CHROMIUM } from '../vscode/browser';
import { rigInstalled, rigPaths } from '../vscode/install';

const root = join(__dirname, '../..');
export const ICON_SVG = join(root, 'scripts/icon/icon.svg');
export const ICON_PNG = join(root, 'media/icon.png');
const SIZE = 128;

interface Shooter { setContent(html: string): Promise<void>; screenshot(o: { path: string; omitBackground: boolean }): Promise<unknown> }
interface Launcher { launch(o: Record<string, unknown>): Promise<{ newPage(o: Record<string, unknown>): Promise<Shooter>; close(): Promise<void> }> }

async function main(): Promise<void> {
  if (!rigInstalled()) throw new SetupError('the test rig is not installed; run `npm test -- setup` first');
  const { chromium } = createRequire(join(rigPaths().modulesDir, 'index.js'))('playwright-core') as { chromium: Launcher };
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
    await page.setContent(`<!DOCTYPE html><html><body style="margin:0;background:transparent">${readFileSync(ICON_SVG, 'utf8')}</body></html>`);
    await page.screenshot({ path: ICON_PNG, omitBackground: true });
    console.log(`icon: ${ICON_PNG}`);
  } finally {
    await browser.close();
  }
}

main().catch((e: unknown) => {
  console.error(`icon: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
