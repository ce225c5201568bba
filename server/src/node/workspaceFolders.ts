// The LSP hands the server workspace folders as URIs; the scan reads files, so it needs paths.
// Kept apart from server.ts (which opens a connection on import) so a unit test can drive it.
import { uriToFsPath } from '../../../common/src/uri';
import type { WorkspaceFacts } from '../service/workspace';
import { scanWorkspace } from './workspaceScan';

export function scanWorkspaceFolders(folderUris: string[], scan: (paths: string[]) => Promise<WorkspaceFacts> = scanWorkspace): Promise<WorkspaceFacts> {
  return scan(folderUris.map(uriToFsPath));
}
