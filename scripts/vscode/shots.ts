// Named screenshots a host test asks for (the README's pictures are made this way): the test logs
//   __vsct_screenshot__:{"name":"diagnostics-hover","ack":"/tmp/…","waitFor":[{"selector":".monaco-hover"}],"clip":".part.editor"}
// and the runner waits until the element is visible (in the workbench or inside a webview's frame),
// scrolls it into view if asked, takes the picture (clipped to an element of the workbench when
// asked), saves it as <dir>/<name>.png and writes the ack file ("ok" or "error: …"), which the
// test waits for — so a test never proceeds before its picture exists, and never sleeps.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Box, Frame, Locator, Page } from './browser';

export const SHOT_MARKER = '__vsct_screenshot__:';

export const shotRequestSchema = z.strictObject({
  /** File name without .png; letters, digits and dashes only, so a test cannot write elsewhere. */
  name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  /** Where the runner reports the outcome (a path in the extension host's temp dir). */
  ack: z.string().min(1),
  /** Shoot only once each of these is visible, in the workbench or any webview frame (optionally holding this text; scrolled into view when `scroll`). */
  waitFor: z.array(z.strictObject({
    selector: z.string().min(1),
    text: z.string().optional(),
    /** Scroll it into view: true = only if needed; start/center/end = where it ends up in its scroll container. */
    scroll: z.union([z.boolean(), z.enum(['start', 'center', 'end'])]).optional(),
    /** Look only inside webviews (their frames), not in the workbench around them. */
    inWebview: z.boolean().optional(),
  })).optional(),
  /** Clip to the bounding box of this workbench element (the first visible one). */
  clip: z.string().min(1).optional(),
  timeoutMs: z.number().int().positive().max(120_000).optional(),
});
export type ShotRequest = z.infer<typeof shotRequestSchema>;

/** The request in a log line, or undefined when the line is not one. Throws on a malformed request. */
export function parseShotRequest(text: string): ShotRequest | undefined {
  const at = text.indexOf(SHOT_MARKER);
  if (at < 0) return undefined;
  return shotRequestSchema.parse(JSON.parse(text.slice(at + SHOT_MARKER.length).trim()));
}

async function firstVisible(frames: Frame[], selector: string, text: string | undefined): Promise<Locator | undefined> {
  for (const f of frames) {
    const all = f.locator(selector, text ? { hasText: text } : undefined);
    const n = await all.count().catch(() => 0);
    for (let i = 0; i < n; i++) if (await all.nth(i).isVisible().catch(() => false)) return all.nth(i);
  }
  return undefined;
}

/** Polls (the runner's side of the rig, not a test) until `find` yields or the deadline passes. */
async function poll<T>(find: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await find();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`${what} did not appear within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Takes the picture a request asks for; returns the file written. */
export async function takeShot(page: Page, dir: string, req: ShotRequest): Promise<string> {
  const timeoutMs = req.timeoutMs ?? 30_000;
  for (const { selector, text, scroll, inWebview } of req.waitFor ?? []) {
    const frames = () => (inWebview ? page.frames().filter((f) => f !== page.mainFrame()) : page.frames());
    const el = await poll(() => firstVisible(frames(), selector, text), timeoutMs, `${selector}${text ? ` with "${text}"` : ''}`);
    if (scroll === true) await el.scrollIntoViewIfNeeded({ timeout: timeoutMs });
    else if (scroll) await el.evaluate((node, block) => (node as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block }), scroll);
  }
  let clip: Box | undefined;
  if (req.clip) {
    const el = await poll(() => firstVisible([page.mainFrame()], req.clip!, undefined), timeoutMs, `${req.clip} (clip)`);
    const box = await el.boundingBox();
    if (!box) throw new Error(`${req.clip} has no box to clip to`);
    const view = page.viewportSize() ?? { width: Infinity, height: Infinity };
    const x = Math.max(0, Math.floor(box.x)), y = Math.max(0, Math.floor(box.y));
    clip = { x, y, width: Math.min(view.width - x, Math.ceil(box.width)), height: Math.min(view.height - y, Math.ceil(box.height)) };
  }
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${req.name}.png`);
  // Written beside and renamed, so a half-written picture never replaces a good one.
  const tmp = `${file}.partial.png`;
  await page.screenshot({ path: tmp, clip });
  renameSync(tmp, file);
  return file;
}

/** The test polls for the ack file: it must appear whole. */
function writeAck(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

/** Handles one request end to end: the ack file always gets written, whatever happens. */
export async function answerShot(page: Page | undefined, dir: string | undefined, text: string, log: (s: string) => void): Promise<void> {
  let req: ShotRequest | undefined;
  try {
    req = parseShotRequest(text);
    if (!req) return;
    if (!page) throw new Error('no workbench page');
    if (!dir) throw new Error('the runner was started without --screenshot-dir');
    const file = await takeShot(page, dir, req);
    log(`screenshot ${file}`);
    writeAck(req.ack, 'ok');
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    log(`screenshot failed: ${message}`);
    if (req) writeAck(req.ack, `error: ${message}`);
  }
}
