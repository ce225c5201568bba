// A rule's documentation page, built from the rule object itself: docs/rules.md (scripts/gen-rules-doc.ts)
// and each rule's SARIF `help` use the same words. The finding and the quick fixes shown under the
// bad example are not written by hand: the rule runs on the example through the real language
// service, so the page shows exactly what a user gets.
import { languageIdForPath } from '../../../common/src/model';
import { createLanguageService } from './index';
import { EMPTY_WORKSPACE } from './workspace';
import type { SourceDocument } from './model';
import { SUPPRESS_MARKER } from './suppressions';
import type { Rule, RuleDocs } from './rules/types';

const SEVERITY = ['', 'error', 'warning', 'information', 'hint'];

export interface ExampleRun {
  /** The rule's findings on the example: line (1-based) and message. */
  findings: Array<{ line: number; message: string }>;
  /** Titles of the quick fixes the rule offers on its first finding (not the suppress-this-line one). */
  fixes: string[];
}

/** The example as a document of its file name, the way the editor would hand it to the server. */
export function exampleDocument(example: RuleDocs['bad']): SourceDocument {
  return {
    uri: `file:///example/${example.file}`,
    fileName: `/example/${example.file}`,
    languageId: languageIdForPath(example.file) ?? 'plaintext',
    text: example.text,
  };
}

/** Runs the whole analysis on an example and keeps what `ruleId` says there. */
export function runExample(ruleId: string, example: RuleDocs['bad'], module?: RuleDocs['module']): ExampleRun {
  const service = createLanguageService({
    ...(module ? { workspace: { ...EMPTY_WORKSPACE, ...module.facts } } : {}),
    onInternalError: (what, e) => { throw new Error(`${what} failed on the ${ruleId} example: ${String((e as Error)?.message ?? e)}`); },
  });
  const doc = exampleDocument(example);
  const own = service.diagnostics(doc).filter((d) => d.code === ruleId);
  const fixes = own.length === 0 ? [] : service.codeActions(doc, own[0].range, ['quickfix'])
    .filter((a) => a.diagnostics?.some((d) => d.code === ruleId) && !a.title.includes(SUPPRESS_MARKER) && !/^Suppress /.test(a.title))
    .map((a) => a.title);
  return { findings: own.map((d) => ({ line: d.range.start.line + 1, message: d.message })), fixes };
}

/** Markdown code-fence language for an example's file name. */
function fence(file: string): string {
  const lang = languageIdForPath(file) ?? '';
  if (lang.startsWith('typescript')) return 'ts';
  if (lang.startsWith('javascript')) return 'js';
  if (lang.includes('yaml')) return 'yaml';
  if (lang.includes('properties')) return 'properties';
  return lang;
}

/** The comment that silences the rule on the next line, in the example file's syntax. */
export function suppressionComment(ruleId: string, file: string): string {
  const hash = /\.(properties|ya?ml)$/i.test(file);
  return `${hash ? '#' : '//'} ${SUPPRESS_MARKER} ${ruleId} -- <why this is intended>`;
}

function codeBlock(label: string, example: RuleDocs['bad']): string[] {
  return [`**${label}** (\`${example.file}\`):`, '', `\`\`\`${fence(example.file)}`, ...example.text.replace(/\n$/, '').split('\n'), '```'];
}

/** The body of a rule's page (everything under its `## id` heading), in Markdown. */
export function rulePageMarkdown(rule: Rule): string {
  const lines: string[] = [`**What it checks.** ${rule.summary}`, ''];
  lines.push(`- Default severity: ${SEVERITY[rule.severity]}`);
  lines.push(`- Applies to: ${rule.roles ? rule.roles.join(', ') : 'every role'}; clients: ${rule.clients ? rule.clients.join(', ') : 'all'}`);
  if (rule.runtimeOnly) lines.push('- Silent in test sources (src/test/, __tests__/, *Test.java, *.test.ts, *.spec.js): it is about how the application behaves when it runs');
  if (rule.needs) lines.push(`- Needs from the workload directive: ${rule.needs.join(', ')} (silent without them)`);
  const docs = rule.docs;
  lines.push(`- Versions: ${docs.versions}`);
  lines.push(`- Sources: ${rule.source}`, '');
  lines.push(`**Why it matters.** ${docs.why}`, '');
  lines.push(`**Consequence.** ${docs.consequence}`, '');
  const run = runExample(rule.id, docs.bad, docs.module);
  if (docs.module) lines.push(`**In the same module.** ${docs.module.description}`, '');
  lines.push(...codeBlock('Bad example', docs.bad), '');
  for (const f of run.findings) lines.push(`The rule reports on line ${f.line}:`, '', ...quote(f.message), '');
  if (run.fixes.length) lines.push('**Quick fix.** ' + run.fixes.map((t) => `“${t}”`).join(', ') + '.', '');
  else lines.push('**Quick fix.** None: the finding says what to change.', '');
  lines.push(...codeBlock('Good example', docs.good), '');
  lines.push(`**False positives.** ${docs.falsePositives}`, '');
  const off = `\`"kafkaTuning.rules": { "${rule.id}": "off" }\` (or \`"rules"\` in \`.kafka-tuning.json\`)`;
  lines.push(
    ...(/\.json$/i.test(docs.bad.file)
      // A connector's JSON is posted to Connect as it is: it has no comment syntax to carry a suppression.
      ? [`A connector's JSON takes no comments: silence the rule for a project with ${off}.`, `In a connector config written as .properties, \`${suppressionComment(rule.id, 'connector.properties')}\` on the line above silences one finding.`]
      : [`To silence it where it is intended, put \`${suppressionComment(rule.id, docs.bad.file)}\` on the line above,`, `or turn the rule off for a project with ${off}.`]),
    '',
  );
  return lines.join('\n');
}

/** The same page as plain text (SARIF `help.text`, for viewers that show no Markdown). */
export function rulePageText(rule: Rule): string {
  return rulePageMarkdown(rule)
    .replace(/```[a-z]*\n/g, '')
    .replace(/```/g, '')
    .replace(/\*\*/g, '')
    .replace(/`/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function quote(text: string): string[] {
  return text.split('\n').map((l) => `> ${l}`);
}
