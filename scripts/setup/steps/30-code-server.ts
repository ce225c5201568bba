// code-server (VS Code's server build) + Node 24 + playwright-core for the real-extension-host
// tests and `npm start` without desktop VS Code. ~600 MB, minutes on first run; cached after.
import { installRig } from '../../vscode/install';

export const title = 'VS Code rig (code-server, Node 24, playwright-core)';
export const order = 30;

export async function ensure(): Promise<void> {
  installRig();
}
