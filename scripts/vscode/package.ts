// `npm run package`: production bundles (minified; source maps written but not shipped), then
// `vsce package` into dist/kafka-tuning.vsix, then a check of what went in: the extension's own
// bundles only (the CLI is its own package, cli/), the rule reference, each .wasm once, and no bundle whose
// sourceMappingURL names a file that is not in the package. Prints the size. The bundles carry
// every runtime dependency, hence --no-dependencies; .vscodeignore is an allow-list. Offline: vsce
// needs no network for `package`; there is no public repository yet, hence --allow-missing-repository.
// README links and pictures are relative (docs/images, made by `npm run screenshots`): vsce makes
// them absolute from package.json's `repository`, or from --baseContentUrl/--baseImagesUrl given
// after `npm run package --`; with neither it would refuse to package, so they are left relative
// (--no-rewrite-relative-links) and the pictures stay out of the .vsix: VS Code's extension page
// loads README pictures from https only, so packaged copies would never be shown.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { citedDocs } from '../citedDocs';

const root = join(__dirname, '../..');
export const VSIX = join(root, 'dist/kafka-tuning.vsix');
const VSCE = join(root, 'node_modules/@vscode/vsce/vsce');

function run(what: string, cmd: string, args: string[], capture = false): string {
  const r = spawnSync(cmd, args, { cwd: root, stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit', encoding: 'utf8' });
  if (r.status !== 0) {
    console.error(`package: ${what} failed (exit ${r.status ?? r.signal})`);
    process.exit(1);
  }
  return r.stdout ?? '';
}

/** Bundles over 100 kB whose lines average fewer characters than this were not minified. */
const MINIFIED_MIN_AVG_LINE = 300;

/** What is wrong with a package listing (paths relative to the extension root); empty when fine. */
export function packageProblems(files: readonly string[], read: (file: string) => string, icon?: string, cited: readonly string[] = []): string[] {
  const problems: string[] = [];
  // The Extensions view and the Marketplace show package.json's icon; vsce does not check it is packaged.
  if (icon && !files.includes(icon)) problems.push(`${icon} (package.json icon) is not packaged`);
  // Diagnostics open the shipped rule reference (client/src/ruleLinks.ts); without it their codes link nowhere.
  if (!files.includes('docs/rules.md')) problems.push('docs/rules.md is missing: diagnostic codes open it inside VS Code');
  for (const page of cited) if (!files.includes(page)) problems.push(`${page} is cited by the product's messages or hovers but not packaged (.vscodeignore)`);
  const cli = files.filter((f) => f.startsWith('cli/'));
  if (cli.length) problems.push(`the CLI is its own package, yet the .vsix holds ${cli.join(', ')}`);
  const wasm = new Map<string, string[]>();
  for (const f of files.filter((x) => x.endsWith('.wasm'))) wasm.set(basename(f), [...(wasm.get(basename(f)) ?? []), f]);
  for (const [name, copies] of wasm) if (copies.length > 1) problems.push(`${name} is packaged ${copies.length} times: ${copies.join(', ')}`);
  const maps = files.filter((f) => f.endsWith('.map'));
  if (maps.length) problems.push(`source maps are for development, not the .vsix: ${maps.join(', ')}`);
  const present = new Set(files);
  for (const f of files.filter((x) => x.endsWith('.js'))) {
    const text = read(f);
    const m = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text);
    if (m && !m[1].startsWith('data:') && !present.has(join(f, '..', m[1]))) problems.push(`${f} points at ${m[1]}, which is not packaged`);
    // A bundle built in parts requires the others by relative name (scripts/build.mjs: server.js
    // loads languageServer.js once `initialize` is answered, parsers on first use); one left out
    // would fail only when the editor first needs it.
    for (const r of text.matchAll(/\brequire\((["'])(\.\.?\/[^"']+)\1\)/g)) {
      const wanted = join(f, '..', r[2]).split('\\').join('/');
      if (!present.has(wanted)) problems.push(`${f} requires ${r[2]}, which is not packaged`);
    }
    // esbuild's minified output runs to hundreds of characters a line; a readable bundle does not.
    const lines = text.split('\n').length;
    if (text.length > 100_000 && text.length / lines < MINIFIED_MIN_AVG_LINE) problems.push(`${f} is not minified (${Math.round(text.length / lines)} characters per line on average)`);
  }
  return problems;
}

/** How vsce should treat the README's relative links: rewritten when it knows a base URL, else left as they are. */
export function readmeLinkArgs(manifest: { repository?: unknown }, extra: readonly string[]): string[] {
  if (manifest.repository || extra.some((a) => /^--base(Content|Images)Url\b/.test(a))) return [];
  console.log('package: no repository in package.json, so README links and pictures stay relative (shown on the repository page, not in VS Code\'s extension view); `npm run package -- --baseContentUrl URL --baseImagesUrl URL` makes them absolute');
  return ['--no-rewrite-relative-links'];
}

if (require.main === module) {
  run('build', process.execPath, [join(root, 'scripts/build.mjs'), '--production']);
  mkdirSync(join(root, 'dist'), { recursive: true });
  const files = run('vsce ls', process.execPath, [VSCE, 'ls', '--no-dependencies'], true).split('\n').map((l) => l.trim()).filter(Boolean);
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { icon?: string; repository?: unknown };
  const problems = packageProblems(files, (f) => readFileSync(join(root, f), 'utf8'), manifest.icon, [...citedDocs(root).keys()]);
  if (problems.length) {
    console.error(`package: not packaging, the contents are wrong:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const extra = process.argv.slice(2);
  run('vsce package', process.execPath, [VSCE, 'package', '--no-dependencies', '--allow-missing-repository', ...readmeLinkArgs(manifest, extra), ...extra, '--out', VSIX]);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  const largest = files.map((f) => ({ f, size: statSync(join(root, f)).size })).sort((a, b) => b.size - a.size).slice(0, 4);
  console.log(`package: ${VSIX}: ${(statSync(VSIX).size / 1048576).toFixed(2)} MiB, ${files.length} files; largest unpacked: ${largest.map((x) => `${x.f} ${kib(x.size)}`).join(', ')}`);
}
