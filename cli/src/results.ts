// What `kafka-tune lint` produces per file, shared by its text, JSON and SARIF writers.
import type { Diagnostic } from 'vscode-languageserver-types';

export interface FileResult {
  /** The path as the user named it (relative paths stay relative). */
  file: string;
  diagnostics: Diagnostic[];
}
