// SARIF 2.1.0 for code-scanning views (GitHub code scanning and others). What they rely on beyond
// the schema: artifact URIs relative to a named base (%SRCROOT%, resolved through
// originalUriBaseIds) and percent-encoded, so a `#` or `?` in a path does not cut the URI short;
// every ruleId a result uses described in driver.rules; a tool version. Entries that could not be
// read are tool execution notifications, so a partial run says so.
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RULES_DOC_URL, ruleDocUrl, rulePageMarkdown, rulePageText, type Notice, type Rule } from '../../server/src/index';
import type { FileResult } from './results';
import { severityName } from './report';
import type { WalkNote } from './walk';

const LEVEL = { error: 'error', warning: 'warning', info: 'note', hint: 'note' } as const;
const SEVERITY_LEVEL = ['none', 'error', 'warning', 'note', 'note'] as const;

export interface SarifInput {
  results: readonly FileResult[];
  notes: readonly WalkNote[];
  rules: readonly Rule[];
  notices: readonly Notice[];
  version: string;
  /** The folder relative URIs are resolved against (%SRCROOT%): the current folder. */
  root: string;
}

export function toSarif(input: SarifInput) {
  const descriptors = [
    // A rule's whole page travels with the report (help.text / help.markdown), so a code-scanning
    // view shows why, the examples and how to silence it without a web address to follow.
    ...input.rules.map((r) => ({ id: r.id, summary: r.summary, level: SEVERITY_LEVEL[r.severity], full: `${r.summary} ${r.docs.why}`, page: { text: rulePageText(r), markdown: rulePageMarkdown(r) } })),
    ...input.notices.map((n) => ({ id: n.id, summary: n.summary, full: n.summary, page: { text: `${n.summary}\n\n${n.help.replace(/`/g, '')}`, markdown: `${n.summary}\n\n**What to do.** ${n.help}` }, level: n.id === 'syntax' ? 'error' as const : n.id === 'unknown-directive' || n.id === 'unused-suppression' ? 'warning' as const : 'note' as const })),
  ];
  const index = new Map(descriptors.map((d, i) => [d.id, i]));
  const location = (file: string) => artifactLocation(input.root, file);
  return {
    version: '2.1.0',
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    runs: [{
      tool: {
        driver: {
          name: 'kafka-tune',
          fullName: 'kafka-tune (Kafka Client Tuning)',
          version: input.version,
          semanticVersion: input.version,
          // A web address only when the project has one (package.json `repository`, common/src/docs.ts):
          // no placeholder. Until then the tool's information is the README the package ships, where
          // it runs, and the help text names the rule's page in the sources.
          informationUri: RULES_DOC_URL ?? packageReadme(),
          rules: descriptors.map((d) => {
            const url = ruleDocUrl(d.id);
            return {
              id: d.id,
              shortDescription: { text: d.summary },
              fullDescription: { text: d.full },
              help: help(d.id, d.page, url),
              ...(url ? { helpUri: url } : {}),
              defaultConfiguration: { level: d.level },
            };
          }),
        },
      },
      originalUriBaseIds: { '%SRCROOT%': { uri: withSlash(pathToFileURL(input.root).href) } },
      columnKind: 'utf16CodeUnits',
      invocations: [{
        executionSuccessful: !input.notes.some((n) => n.level === 'error'),
        toolExecutionNotifications: input.notes.map((n) => ({
          level: n.level,
          message: { text: `${n.path}: ${n.message}` },
          locations: [{ physicalLocation: { artifactLocation: location(n.path) } }],
        })),
      }],
      // Every linted file, with what it was checked against (properties.kafkaTuning): a whole
      // repository's assumptions are visible even where no finding mentions a version.
      artifacts: input.results.map((r) => ({
        location: location(r.file),
        properties: { kafkaTuning: { ...(r.module !== undefined ? { module: r.module } : {}), checkedAgainst: r.checkedAgainst ?? [] } },
      })),
      results: input.results.flatMap((r, artifact) => r.diagnostics.map((d) => {
        const empty = d.range.start.line === d.range.end.line && d.range.start.character === d.range.end.character;
        const region = empty
          ? { startLine: d.range.start.line + 1, startColumn: d.range.start.character + 1 }
          : { startLine: d.range.start.line + 1, startColumn: d.range.start.character + 1, endLine: d.range.end.line + 1, endColumn: d.range.end.character + 1 };
        const ruleId = String(d.code);
        return {
          ruleId,
          ...(index.has(ruleId) ? { ruleIndex: index.get(ruleId) } : {}),
          level: LEVEL[severityName(d)],
          message: { text: d.message },
          locations: [{ physicalLocation: { artifactLocation: { ...location(r.file), index: artifact }, region } }],
        };
      })),
    }],
  };
}

/** The rule's (or notice's) page, then where the whole reference is. */
function help(id: string, page: { text: string; markdown: string }, url: string | undefined): { text: string; markdown: string } {
  const { text, markdown } = page;
  return url
    ? { text: `${text}\n\nSee ${url}`, markdown: `${markdown}\n\n[Rule page](${url})` }
    : { text: `${text}\n\nThe same page is the section '${id}' of docs/rules.md in the Kafka Client Tuning sources.`, markdown: `${markdown}\n\nThe same page is the section \`${id}\` of \`docs/rules.md\` in the Kafka Client Tuning sources.` };
}

/** A path relative to %SRCROOT%, percent-encoded per segment; an absolute file: URI outside it. */
export function artifactLocation(root: string, file: string): { uri: string; uriBaseId?: string } {
  const abs = resolve(root, file);
  const rel = relative(root, abs);
  if (!rel || rel.startsWith('..') || resolve(root, rel) !== abs) return { uri: pathToFileURL(abs).href };
  return { uri: rel.split(sep).map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' };
}

function withSlash(uri: string): string {
  return uri.endsWith('/') ? uri : `${uri}/`;
}

/** file: URL of the README shipped next to the bundle (cli/README.md: out/ and src/ are both one level down). */
function packageReadme(): string {
  return pathToFileURL(join(__dirname, '..', 'README.md')).href;
}
