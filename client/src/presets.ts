// Presets from the command palette: "Apply a preset…" (pick one of the presets for the config at
// the cursor) and "Tune this config for latency / throughput / durability". The language server
// computes each preset's edits in the config's own syntax (kafkaTuning/presets); the client only
// picks and applies them, as one undoable WorkspaceEdit.
import * as vscode from 'vscode';
import { PresetsRequest } from '../../common/src/protocol';

export type PresetTransport = (params: PresetsRequest.Params) => Promise<unknown>;

export const APPLY_PRESET_COMMAND = 'kafkaTuning.applyPreset';
const PRESET_IDS = ['latency', 'throughput', 'durability'] as const;

async function presetsAt(request: PresetTransport, editor: vscode.TextEditor): Promise<PresetsRequest.Preset[]> {
  const raw = await request({ uri: editor.document.uri.toString(), position: { line: editor.selection.active.line, character: editor.selection.active.character } });
  const parsed = PresetsRequest.result.safeParse(raw);
  if (!parsed.success) throw new Error(`unexpected ${PresetsRequest.method} answer: ${parsed.error.message}`);
  return parsed.data.presets;
}

async function apply(editor: vscode.TextEditor, preset: PresetsRequest.Preset): Promise<boolean> {
  const edit = new vscode.WorkspaceEdit();
  for (const e of preset.edits) edit.replace(editor.document.uri, new vscode.Range(e.range.start.line, e.range.start.character, e.range.end.line, e.range.end.character), e.newText);
  return vscode.workspace.applyEdit(edit);
}

/**
 * Picks among `presets` (all of one kind when `only` is given) and applies the choice. Returns the
 * applied preset, or undefined when there was none or the user dismissed the pick.
 */
async function pickAndApply(editor: vscode.TextEditor, presets: PresetsRequest.Preset[], only?: PresetsRequest.Preset['id']): Promise<PresetsRequest.Preset | undefined> {
  const offered = only ? presets.filter((p) => p.id === only) : presets;
  if (offered.length === 0) {
    void vscode.window.showInformationMessage(only ? `No ${only} preset for a Kafka config here.` : 'No Kafka producer or consumer config here to apply a preset to.');
    return undefined;
  }
  const chosen = offered.length === 1 ? offered[0]
    : (await vscode.window.showQuickPick(offered.map((p) => ({ label: p.title, description: p.siteLabel, detail: p.trade, p })), { placeHolder: 'Apply which preset?', matchOnDetail: true }))?.p;
  if (!chosen) return undefined;
  return (await apply(editor, chosen)) ? chosen : undefined;
}

export function registerPresetCommands(request: PresetTransport): vscode.Disposable {
  const run = (only?: PresetsRequest.Preset['id']) => async (): Promise<PresetsRequest.Preset | undefined> => {
    const editor = vscode.window.activeTextEditor;
    if (!editor) { void vscode.window.showInformationMessage('Open a Kafka config to apply a preset to.'); return undefined; }
    return pickAndApply(editor, await presetsAt(request, editor), only);
  };
  return vscode.Disposable.from(
    vscode.commands.registerCommand(APPLY_PRESET_COMMAND, run()),
    ...PRESET_IDS.map((id) => vscode.commands.registerCommand(`kafkaTuning.preset.${id}`, run(id))),
  );
}
