// URI → file system path, the one way every component does it. Stripping "file://" by hand turns
// VS Code's Windows folder URI file:///c%3A/Users/me/proj into "/c:/Users/me/proj", a path that
// does not exist, so the workspace scan found nothing there. vscode-uri is the URI code VS Code
// itself uses: it decodes, drops the slash before a drive letter, keeps UNC hosts
// (file://server/share → //server/share) and uses backslashes when running on Windows.
import { URI, Utils } from 'vscode-uri';

export function uriToFsPath(uri: string): string {
  return URI.parse(uri).fsPath;
}

/** A path as a file URI, the form VS Code and LSP exchange (Windows drive letters encoded as VS Code does). */
export function fsPathToUri(path: string): string {
  return URI.file(path).toString();
}

/**
 * A folder or file URI as a comparable key ending in '/': decoded path, scheme and authority kept,
 * and a Windows drive path lower-cased whole (c:, C: and %3A all name one folder, and Windows
 * paths are case-insensitive). `isWithin(folderKey, fileKey)` is then a prefix test.
 */
export function uriKey(uri: string): string {
  const u = URI.parse(uri);
  let path = u.path.replace(/\/+$/, '');
  if (/^\/[A-Za-z]:/.test(path)) path = path.toLowerCase();
  return `${u.scheme}://${u.authority.toLowerCase()}${path}/`;
}

/** Whether the file or folder `key` lies in (or is) the folder `folderKey`; both from uriKey. */
export function isWithin(folderKey: string, key: string): boolean {
  return key.startsWith(folderKey);
}

/**
 * A path as a file beside `fileUri` writes it ("./conf/mm2.properties", "../config", "/etc/kafka"),
 * resolved against that file's folder: how Compose resolves a bind mount's host side.
 */
export function resolveBeside(fileUri: string, path: string): string {
  const base = URI.parse(fileUri);
  return path.startsWith('/') ? base.with({ path }).toString() : Utils.resolvePath(Utils.dirname(base), path).toString();
}
