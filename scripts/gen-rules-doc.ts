// Writes docs/rules.md from the rule registry, so the page every diagnostic links to
// (codeDescription) lists exactly the rules the server runs. `--check` fails when it drifted.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOTICES } from '../server/src/service/notices';
import { RULES } from '../server/src/service/rules';

const SEVERITY = ['', 'error', 'warning', 'information', 'hint'];

export function rulesMarkdown(): string {
  const lines = [
    '# Rules',
    '',
    'Generated from `server/src/service/rules/` by `npm run docs:rules`; do not edit by hand.',
    'Each rule is one file; its source names the Kafka class, KIP or measurement it rests on (see',
    '[sources.md](sources.md) and [evidence/](evidence/)). Set a rule\'s level',
    'with the `kafkaTuning.rules` setting (`"off"` to silence it).',
    '',
  ];
  for (const r of RULES) {
    lines.push(`## ${r.id}`, '', r.summary, '');
    lines.push(`- Default severity: ${SEVERITY[r.severity]}`);
    if (r.roles) lines.push(`- Applies to: ${r.roles.join(', ')}`);
    if (r.clients) lines.push(`- Clients: ${r.clients.join(', ')}`);
    if (r.needs) lines.push(`- Needs from the workload directive: ${r.needs.join(', ')}`);
    lines.push(`- Source: ${r.source}`, '');
  }
  lines.push(
    '# Notices',
    '',
    'Not rules about a configuration, but what the analysis says about a file it could not read, about',
    'its own comments, or about a list it shortened. They carry a code like rules do, and their level',
    'can be set the same way.',
    '',
  );
  for (const n of NOTICES) lines.push(`## ${n.id}`, '', n.summary, '');
  lines.push(
    '# Suppressing a finding',
    '',
    'A whole-line comment above the line silences the named rules there (all findings when none is',
    'named); text after `--` is the reason. `#` in .properties and YAML, `//` in Java and TypeScript:',
    '',
    '```properties',
    '# kafka-tuning-disable-next-line unknown-key -- read by our own wrapper',
    'app.retry.count=3',
    '```',
    '',
    'A suppression that silences nothing is reported as `unused-suppression`.',
    '',
  );
  return lines.join('\n');
}

const file = join(__dirname, '../docs/rules.md');
if (require.main === module) {
  const text = rulesMarkdown();
  if (process.argv.includes('--check')) {
    const current = readFileSync(file, 'utf8');
    if (current !== text) {
      console.error('docs/rules.md is out of date: run npm run docs:rules');
      process.exit(1);
    }
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${RULES.length} rules to docs/rules.md`);
  }
}
