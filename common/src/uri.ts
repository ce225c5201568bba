// URI → file system path, the one way every component does it. Stripping "file://" by hand turns
// VS Code's Windows folder URI file:///c%3A/Users/me/proj into "/c:/Users/me/proj", a path that
// does not exist, so the workspace scan found nothing there. vscode-uri is the URI code VS Code
// itself uses: it decodes, drops the slash before a drive letter, keeps UNC hosts
// (file://server/share → //server/share) and uses backslashes when running on Windows.
import { URI } from 'vscode-uri';

export function uriToFsPath(uri: string): string {
  return URI.parse(uri).fsPath;
}

/** A path as a file URI, the form VS Code and LSP exchange (Windows drive letters encoded as VS Code does). */
export function fsPathToUri(path: string): string {
  return URI.file(path).toString();
}
