// `npm run docs:readme`: the README's settings and commands tables, written from package.json's
// contributes between marker comments, so the page a user reads cannot drift from what the
// extension declares (test/unit/readme-tables.test.ts fails while they differ).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
export const README = join(root, 'README.md');

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
  for (const { name, render } of BLOCKS) {
    const start = `<!-- ${name}:start — generated from package.json by npm run docs:readme -->`;
    const end = `<!-- ${name}:end -->`;
    const i = out.indexOf(start), j = out.indexOf(end);
    if (i < 0 || j < i) throw new Error(`README.md has no "${start}" … "${end}" block`);
    out = `${out.slice(0, i + start.length)}\n${render(m)}\n${out.slice(j)}`;
  }
  return out;
}

export function manifest(): Manifest {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
}

if (require.main === module) {
  writeFileSync(README, withTables(readFileSync(README, 'utf8'), manifest()));
  console.log(`docs: ${README} settings and commands tables written from package.json`);
}
