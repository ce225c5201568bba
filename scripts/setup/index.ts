// Runs every set-up step in scripts/setup/steps/ (each exports `title`, `order` and `ensure()`),
// in order. Steps are idempotent and cache downloads under cacheDir() (outside the clone), so a
// second `npm test` costs seconds. A failing step prints one line saying what to do, no stack.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SetupError } from './util';

interface Step { title: string; order: number; ensure(): Promise<void> }

async function main(): Promise<void> {
  const dir = join(__dirname, 'steps');
  const steps: Step[] = [];
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts')).sort()) {
    steps.push((await import(join(dir, f))) as Step);
  }
  steps.sort((a, b) => a.order - b.order);
  for (const s of steps) {
    const t0 = Date.now();
    await s.ensure();
    console.log(`setup: ${s.title} ready (${((Date.now() - t0) / 1000).toFixed(1)}s)`);
  }
}

main().catch((e: unknown) => {
  if (e instanceof SetupError) {
    console.error(`setup failed: ${e.message}`);
  } else {
    console.error('setup failed:', e);
  }
  process.exit(1);
});
