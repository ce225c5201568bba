// Where the rule reference lives, declared once. Online it would be under package.json's
// `repository` (test/unit/docs-links.test.ts keeps the two equal); there is no public repository
// yet, so there is no URL either, and nothing links to one — no placeholder. Inside VS Code the
// client points every diagnostic at the docs/rules.md shipped in the .vsix instead (offline).

/** The repository's web address from package.json `repository`, or undefined while there is none. */
export const REPOSITORY_URL: string | undefined = undefined;

/** The path of the rule reference inside the repository and the packaged extension. */
export const RULES_DOC_PATH = 'docs/rules.md';

/** The online rule reference, or undefined without a repository. */
export const RULES_DOC_URL: string | undefined = REPOSITORY_URL ? `${REPOSITORY_URL}/blob/main/${RULES_DOC_PATH}` : undefined;

/** The online page of one rule (SARIF helpUri, LSP codeDescription), or undefined without a repository. */
export function ruleDocUrl(ruleId: string): string | undefined {
  return RULES_DOC_URL ? `${RULES_DOC_URL}#${ruleId}` : undefined;
}

/** Line (0-based) of each rule's `## id` heading in the rule reference, to open it at that rule. */
export function ruleHeadingLines(markdown: string): Map<string, number> {
  const lines = new Map<string, number>();
  markdown.split(/\r?\n/).forEach((l, i) => {
    const m = /^## ([a-z0-9-]+)\s*$/.exec(l);
    if (m) lines.set(m[1], i);
  });
  return lines;
}
