// Our side of the whole-config differential: the config as a .properties document of its role, run
// through the language service; the product predicts a refusal when some error-level finding lands
// on a written key.
import type { Diagnostic } from 'vscode-languageserver-types';
import { lint } from '../support/service';
import type { Config, Target } from './construct';
import { ROLE_OF } from './wholeConfigs';

/** .properties escaping (java.util.Properties.store's rules), so the file holds exactly these strings. */
function escape(s: string, isKey: boolean): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    const code = c.charCodeAt(0);
    if (c === '\\') out += '\\\\';
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else if (c === '\f') out += '\\f';
    else if (c === ' ' && (isKey || i === 0)) out += '\\ ';
    else if ((isKey && (c === '=' || c === ':')) || ((c === '#' || c === '!') && i === 0)) out += '\\' + c;
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += '\\u' + code.toString(16).padStart(4, '0');
    else out += c;
  }
  return out;
}

export function propertiesText(version: string, target: Target, config: Config): string {
  const head = `# kafka-tuning: client=java@${version} role=${ROLE_OF[target]}\n`;
  return head + config.map(([k, v]) => `${escape(k, true)}=${escape(v, false)}\n`).join('');
}

export interface Ours {
  /** Error-level findings, with the written key each lands on. */
  errors: Array<{ key: string; code: string; message: string }>;
  /** Every finding, for exclusions that expect a warning instead. */
  all: Diagnostic[];
  keyOf: (d: Diagnostic) => string | undefined;
}

export function analyse(version: string, target: Target, config: Config): Ours {
  const text = propertiesText(version, target, config);
  const all = lint(text, { fileName: `${target}.properties` });
  // Line 0 is the directive; line n + 1 holds the n-th entry.
  const keyOf = (d: Diagnostic): string | undefined => config[d.range.start.line - 1]?.[0];
  const errors = all.filter((d) => d.severity === 1).map((d) => ({ key: keyOf(d) ?? '(no key)', code: String(d.code), message: d.message }));
  return { errors, all, keyOf };
}
