// `npm run docs:readme`: the README's settings and commands tables, written from package.json's
// contributes between marker comments, so the page a user reads cannot drift from what the
// extension declares; and cli/README.md's table of the metric keys in `kafka-tune bench --format
// json`, written from the result rows and their help (common/src/bench.ts, benchHelp.ts,
// clientMetrics.ts). test/unit/readme-tables.test.ts fails while either differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { metricRows, type BenchKind } from '../common/src/bench';
import { metricHelp } from '../common/src/benchHelp';

const root = join(__dirname, '..');
export const README = join(root, 'README.md');
export const CLI_README = join(root, 'cli', 'README.md');

interface Setting { type?: string; default?: unknown; scope?: string; markdownDescription?: string; description?: string; enum?: unknown[] }
interface Command { command: string; title: string; category?: string; enablement?: string }
export interface Manifest {
  contributes: { configuration: { properties: Record<string, Setting> }; commands: Command[] };
  capabilities?: { untrustedWorkspaces?: { restrictedConfigurations?: string[] } };
}

/** A table cell: one line, no bare pipes; VS Code's `#setting.id#` links read as the id. */
function cell(text: string): string {
  return text.replace(/`?#(kafkaTuning\.[\w.]+)#`?/g, '`$1`').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|').trim();
}

function defaultText(v: unknown): string {
  if (v === undefined) return '';
  if (v === '') return '(empty)';
  return `\`${JSON.stringify(v)}\``;
}

export function settingsTable(m: Manifest): string {
  const restricted = new Set(m.capabilities?.untrustedWorkspaces?.restrictedConfigurations ?? []);
  const rows = Object.entries(m.contributes.configuration.properties).map(([key, s]) => {
    // Machine- and application-scoped settings are never read from a workspace, trusted or not.
    const userOnly = s.scope === 'machine' || s.scope === 'application';
    const note = restricted.has(key) && !userOnly ? ' A workspace value is ignored until the workspace is trusted.' : '';
    return `| \`${key}\` | ${defaultText(s.default)} | ${cell(`${s.markdownDescription ?? s.description ?? ''}${note}`)} |`;
  });
  return ['| setting | default | what it does |', '| --- | --- | --- |', ...rows].join('\n');
}

export function commandsTable(m: Manifest): string {
  const rows = m.contributes.commands.map((c) => {
    const title = c.category ? `${c.category}: ${c.title}` : c.title;
    const trust = c.enablement?.includes('isWorkspaceTrusted') ? 'trusted workspaces only' : '';
    return `| ${cell(title)} | \`${c.command}\` | ${trust} |`;
  });
  return ['| command (palette) | id | note |', '| --- | --- | --- |', ...rows].join('\n');
}

const BLOCKS: Array<{ name: string; render: (m: Manifest) => string }> = [
  { name: 'settings', render: settingsTable },
  { name: 'commands', render: commandsTable },
];

/** The README with each marked block replaced by what package.json says; throws when a marker is missing. */
export function withTables(readme: string, m: Manifest): string {
  let out = readme;
  for (const { name, render } of BLOCKS) out = replaceBlock(out, 'README.md', name, 'package.json', render(m));
  return out;
}

function replaceBlock(text: string, file: string, name: string, from: string, body: string): string {
  const start = `<!-- ${name}:start — generated from ${from} by npm run docs:readme -->`;
  const end = `<!-- ${name}:end -->`;
  const i = text.indexOf(start), j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`${file} has no "${start}" … "${end}" block`);
  return `${text.slice(0, i + start.length)}\n${body}\n${text.slice(j)}`;
}

/** The first sentence of a help text (up to a full stop before a capital, or the end). */
function firstSentence(text: string): string {
  const m = /^(.*?\.)(\s+[A-Z]|$)/.exec(text);
  return m ? m[1] : text;
}

/**
 * The metric keys of `kafka-tune bench --format json` results (rounds, median, min, max) for
 * producer and consumer runs, in the order the text table shows them, with the table's label and
 * the first sentence of the panel's help.
 */
export function benchJsonKeysTable(): string {
  const kinds: BenchKind[] = ['producer', 'consumer'];
  const rows = kinds.flatMap((kind) => metricRows(kind).map(([key, label]) => `| ${kind} | \`${key}\` | ${cell(label)} | ${cell(firstSentence(metricHelp(key, kind)))} |`));
  return ['| run | key | shown as | what it is |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** cli/README.md with its bench JSON keys table regenerated; throws when the marker is missing. */
export function withCliTables(text: string): string {
  return replaceBlock(text, 'cli/README.md', 'bench-json-keys', 'common/src/bench.ts', benchJsonKeysTable());
}

export function manifest(): Manifest {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
}

if (require.main === module) {
  writeFileSync(README, withTables(readFileSync(README, 'utf8'), manifest()));
  console.log(`docs: ${README} settings and commands tables written from package.json`);
  writeFileSync(CLI_README, withCliTables(readFileSync(CLI_README, 'utf8')));
  console.log(`docs: ${CLI_README} bench JSON keys written from common/src/bench.ts`);
}
