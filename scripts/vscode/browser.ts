// Headless Debian Chromium driven by playwright-core (installed in the rig folder, not the repo;
// never downloads a browser). Only the few calls the runner and `npm start` need are typed here.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SetupError } from '../setup/util';
import { rigPaths } from './install';

export interface Box { x: number; y: number; width: number; height: number }
export interface Locator {
  count(): Promise<number>;
  first(): Locator;
  nth(i: number): Locator;
  isVisible(): Promise<boolean>;
  boundingBox(): Promise<Box | null>;
  scrollIntoViewIfNeeded(o?: { timeout?: number }): Promise<void>;
  textContent(): Promise<string | null>;
  evaluate<A>(f: (node: unknown, arg: A) => void, arg: A): Promise<void>;
}
export interface Frame {
  locator(sel: string, o?: { hasText?: string }): Locator;
}
export interface Page {
  goto(url: string, o?: { waitUntil?: string; timeout?: number }): Promise<unknown>;
  screenshot(o: { path: string; clip?: Box }): Promise<unknown>;
  frames(): Frame[];
  mainFrame(): Frame;
  viewportSize(): { width: number; height: number } | null;
  on(ev: 'pageerror', f: (e: Error) => void): void;
  on(ev: 'console', f: (m: { type(): string; text(): string }) => void): void;
  waitForSelector(sel: string, o?: { timeout?: number }): Promise<unknown>;
  locator(sel: string, o?: { hasText?: string }): Locator;
  keyboard: { press(key: string): Promise<void>; type(text: string): Promise<void> };
}
export interface Browser {
  pages(): Page[];
  newPage(): Promise<Page>;
  exposeFunction(name: string, f: (...args: never[]) => unknown): Promise<void>;
  close(): Promise<void>;
}
interface Chromium {
  launchPersistentContext(dir: string, o: Record<string, unknown>): Promise<Browser>;
}

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

export async function launchChromium(profileDir: string, env: NodeJS.ProcessEnv): Promise<{ browser: Browser; page: Page }> {
  if (!existsSync(CHROMIUM)) throw new SetupError(`${CHROMIUM} not found; run \`npm test -- setup\` (apt-get install chromium)`);
  const req = createRequire(join(rigPaths().modulesDir, 'index.js'));
  const { chromium } = req('playwright-core') as { chromium: Chromium };
  const browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    env,
    headless: true,
    viewport: { width: 1400, height: 900 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = browser.pages()[0] ?? await browser.newPage();
  return { browser, page };
}
