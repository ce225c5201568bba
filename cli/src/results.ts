// What `kafka-tune lint` produces per file, shared by its text, JSON and SARIF writers.
import type { Diagnostic } from 'vscode-languageserver-types';
import type { CheckedAgainst } from '../../common/src/checkedAgainst';

export interface FileResult {
  /** The path as the user named it (relative paths stay relative). */
  file: string;
  diagnostics: Diagnostic[];
  /** The folder of the nearest build file above the file, as shown to the user ("." for the working folder). */
  module?: string;
  /** Per client kind its sites use: the version checked against and where it came from. */
  checkedAgainst?: CheckedAgainst[];
}
