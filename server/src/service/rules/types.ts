// The rule interface. One rule per file: it says what it checks, for which clients and roles, what
// workload numbers it needs, and which source fact (docs/sources.md) or measurement
// (docs/evidence/) it encodes.
import type { Range } from 'vscode-languageserver-types';
import type { Catalog, KeyInfo } from '../catalog';
import type { ClientKind, ConfigEntry, ConfigSite, Fix, Role, SourceDocument, Workload } from '../model';
import type { WorkspaceFacts } from '../workspace';

export const enum Severity { Error = 1, Warning = 2, Information = 3, Hint = 4 }

export interface Finding {
  range: Range;
  message: string;
  /** Overrides the rule's default severity (e.g. an error from 4.0, a warning before). */
  severity?: Severity;
  fixes?: Fix[];
}

export interface RuleContext {
  doc: SourceDocument;
  site: ConfigSite;
  /** The Java catalog for the site's version (newest when the version is unknown). */
  catalog: Catalog;
  workspace: WorkspaceFacts;
  workload: Workload;
  /** The entry that wins for a key (Kafka keeps the last one). */
  entry(key: string): ConfigEntry | undefined;
  /** True when the key is written at the site (with any value). */
  isSet(key: string): boolean;
  /** The written value, or the client's default for its version. Undefined when neither is known. */
  effective(key: string): string | undefined;
  /** effective() parsed the way the client parses it; undefined when absent or invalid. */
  number(key: string): number | undefined;
  bool(key: string): boolean | undefined;
  /** Catalog entry for the key in the site's role (Java client). */
  info(key: string): KeyInfo | undefined;
  /** How the user spells the key at this site ("maxWaitTimeInMs" in kafkajs). */
  display(key: string): string;
  /** True for keys the project declares as its application's own (settings `applicationKeys`). */
  isApplicationKey(key: string): boolean;
  /** Where to point a finding about a key: its entry when written, else the whole site's first line. */
  anchor(key?: string): Range;
  /**
   * Whether the pattern occurs anywhere in the document (a setting given outside the site). Prefer
   * it to testing ctx.doc.text: its answer is computed once per text, and a finding that depends
   * only on it is reused while the site is unchanged (ruleResults.ts).
   */
  mentions(pattern: RegExp): boolean;
  /**
   * What `compute` makes of the document's text (a list of constructor calls, the text of one
   * range): prefer it to reading ctx.doc.text when a small fact is all the rule needs. A finding
   * that depends only on such facts is reused while each of them is deeply equal for the new text;
   * one that reads ctx.doc.text is re-computed on every edit (ruleResults.ts). `compute` must be a
   * pure function of the text; a module-level one is also computed once per text for all sites.
   */
  fromText<T>(compute: (text: string) => T): T;
}

/**
 * The rule's page in docs/rules.md, written like clippy's or ESLint's rule pages. `bad` and `good`
 * are checked by a test: the rule fires on `bad` and stays silent on `good`, so an example can
 * never drift from what the rule does.
 */
export interface RuleDocs {
  /** Why it matters: the mechanism in the client, in the project's own words. */
  why: string;
  /** The measured or cited consequence, with its number and where it comes from (a docs/evidence page, a Kafka class, a KIP). */
  consequence: string;
  /** A config on which the rule fires; `file` decides the syntax and role ("producer.properties", "Producer.java"). */
  bad: { file: string; text: string };
  /** The same config made right: the rule is silent on it. */
  good: { file: string; text: string };
  /** Known false positives and how to silence them (a suppression comment, a setting, a directive). */
  falsePositives: string;
  /** The client or broker versions the rule applies to, e.g. "all", "Kafka 4.0 and newer", "kafkajs 2.x". */
  versions: string;
  /**
   * For a rule that reads other files of the module: those files as the workspace scan sees them
   * (`facts`), and what they hold in words for the page. Both examples are run with these facts.
   */
  module?: { description: string; facts: Partial<WorkspaceFacts> };
}

export interface Rule {
  id: string;
  /**
   * Set when the rule's fix changes what the benchmark measures: 'capacity' (throughput when
   * unthrottled) or 'latency' (p99 at the declared rate). VS Code then offers "Measure this fix":
   * interleaved runs of the config as written and with the fix, on the benchmark's broker.
   */
  measure?: 'capacity' | 'latency';
  /** The rule's documentation page in docs/rules.md and SARIF help (test/unit/rule-docs checks its examples). */
  docs: RuleDocs;
  severity: Severity;
  /** Roles the rule applies to; a site whose role is unknown is skipped by role-specific rules. */
  roles?: Role[];
  clients?: ClientKind[];
  /**
   * Whether the rule runs on Docker Compose containers (sites/compose.ts): 'only' for the rules
   * written for them, 'also' for broker rules that read nothing an image sets itself. A compose site
   * holds the variables an image turns into a broker config; the other broker rules do not know
   * which keys the image writes on its own, so they do not run there.
   */
  compose?: 'only' | 'also';
  /** Workload numbers without which the rule stays silent. */
  needs?: Array<keyof Workload>;
  /** The Kafka class, KIP or evidence page the rule rests on, in words a user can check (shown in docs/rules.md). */
  source: string;
  /** One line for the rules reference. */
  summary: string;
  /**
   * A note about the file rather than one place in it: the same words are said once per document,
   * at the first site that produces them (a test class with ten producer maps gets one hint).
   */
  oncePerDocument?: boolean;
  /**
   * The finding is about how the code behaves when the application runs (throughput, delivery,
   * commits, resources): silent in test sources (util/testSource.ts), where a blocking send in a
   * loop or a consumer never closed is the test's own business.
   */
  runtimeOnly?: boolean;
  check(ctx: RuleContext): Finding[];
}
