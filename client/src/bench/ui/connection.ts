// The benchmark's SASL/TLS connection: entered in the panel's form, checked field by field, kept
// only in VS Code's SecretStorage (never in settings, logs or results). The secret is JSON:
//   v2 (the form): { v: 2, sasl?: { mechanism, username, password }, tls?: { caFile?, certFile?, keyFile? } }
//   v1 (earlier, typed as JSON by kafkaTuning.benchmark.setConnection): kafkajs' own { ssl?, sasl? }
// Both are read; the form writes v2. Certificate files are read when a run starts, so a renewed
// certificate is picked up without saving again.
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import type * as vscode from 'vscode';
import { z } from 'zod';
import { SASL_MECHANISMS, type ConnectionField, type ConnectionForm, type ConnectionSummary } from '../../../../common/src/bench';
import type { ConnectionOptions } from '../../../../bench/src/index';

export const SECRET_KEY = 'kafkaTuning.benchmark.connection';

const mechanismSchema = z.enum(SASL_MECHANISMS);
const v2Schema = z.object({
  v: z.literal(2),
  sasl: z.object({ mechanism: mechanismSchema, username: z.string(), password: z.string() }).optional(),
  tls: z.object({ caFile: z.string().optional(), certFile: z.string().optional(), keyFile: z.string().optional() }).optional(),
});
type StoredV2 = z.infer<typeof v2Schema>;
const v1Schema = z.object({
  ssl: z.union([z.boolean(), z.object({ ca: z.string().optional(), cert: z.string().optional(), key: z.string().optional(), rejectUnauthorized: z.boolean().optional() })]).optional(),
  sasl: z.object({ mechanism: mechanismSchema, username: z.string(), password: z.string() }).optional(),
});
type StoredV1 = z.infer<typeof v1Schema>;

type Stored = { kind: 'v2'; value: StoredV2 } | { kind: 'v1'; value: StoredV1 } | { kind: 'none' } | { kind: 'invalid'; reason: string };

async function load(secrets: vscode.SecretStorage): Promise<Stored> {
  const raw = await secrets.get(SECRET_KEY);
  if (!raw) return { kind: 'none' };
  let json: unknown;
  try { json = JSON.parse(raw); } catch { return { kind: 'invalid', reason: 'the stored connection is not valid JSON' }; }
  const v2 = v2Schema.safeParse(json);
  if (v2.success) return { kind: 'v2', value: v2.data };
  const v1 = v1Schema.safeParse(json);
  if (v1.success) return { kind: 'v1', value: v1.data };
  return { kind: 'invalid', reason: `the stored connection is not understood (${v1.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; ')})` };
}

const EMPTY: ConnectionSummary = { sasl: 'none', username: '', tls: false, caFile: '', certFile: '', keyFile: '', hasPassword: false, stored: false };

/** What the panel shows of the stored connection (the password only as "stored"). */
export async function connectionSummary(secrets: vscode.SecretStorage): Promise<ConnectionSummary> {
  const s = await load(secrets);
  if (s.kind === 'v2') {
    const { sasl, tls } = s.value;
    return { sasl: sasl?.mechanism ?? 'none', username: sasl?.username ?? '', hasPassword: !!sasl?.password, tls: !!tls, caFile: tls?.caFile ?? '', certFile: tls?.certFile ?? '', keyFile: tls?.keyFile ?? '', stored: true };
  }
  if (s.kind === 'v1') {
    const { sasl, ssl } = s.value;
    return { ...EMPTY, sasl: sasl?.mechanism ?? 'none', username: sasl?.username ?? '', hasPassword: !!sasl?.password, tls: !!ssl, stored: true };
  }
  return EMPTY;
}

/** Field → message for every field that is wrong; empty when the form can be saved. */
export async function validateConnection(form: ConnectionForm, secrets: vscode.SecretStorage, base: string | undefined): Promise<Partial<Record<ConnectionField, string>>> {
  const errors: Partial<Record<ConnectionField, string>> = {};
  if (form.sasl !== 'none') {
    if (!form.username.trim()) errors.username = `A username is needed for SASL ${form.sasl.toUpperCase()}.`;
    else if (form.username !== form.username.trim()) errors.username = 'The username starts or ends with a space; remove it (the broker compares names exactly).';
    if (!form.password && !(await connectionSummary(secrets)).hasPassword) errors.password = `A password is needed for SASL ${form.sasl.toUpperCase()}.`;
  }
  const files: Array<[ConnectionField, string, string]> = [['caFile', form.caFile, 'CA certificate'], ['certFile', form.certFile, 'client certificate'], ['keyFile', form.keyFile, 'client key']];
  for (const [field, path, what] of files) {
    if (!path.trim()) continue;
    if (!form.tls) { errors[field] = `A ${what} file is only used with TLS; turn TLS on or clear the path.`; continue; }
    const full = absolute(path.trim(), base);
    if (!full) { errors[field] = `"${path}" is relative and no workspace folder is open; give the full path.`; continue; }
    try {
      const st = await stat(full);
      if (!st.isFile()) errors[field] = `${full} is not a file.`;
      else if (st.size > 1_000_000) errors[field] = `${full} is ${st.size.toLocaleString('en-US')} bytes; a PEM ${what} is a few KB — is it the right file?`;
      else if (!/-----BEGIN [A-Z ]+-----/.test(await readFile(full, 'utf8'))) errors[field] = `${full} is not a PEM file (no "-----BEGIN …-----" line).`;
    } catch (e) {
      errors[field] = `Cannot read the ${what} file ${full}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}.`;
    }
  }
  if (form.tls && !!form.certFile.trim() !== !!form.keyFile.trim()) {
    const missing: ConnectionField = form.certFile.trim() ? 'keyFile' : 'certFile';
    errors[missing] ??= 'A client certificate needs its key (and the key its certificate): give both or neither.';
  }
  return errors;
}

/** Saves a valid form (an empty password keeps the stored one). */
export async function saveConnection(form: ConnectionForm, secrets: vscode.SecretStorage, base: string | undefined): Promise<void> {
  const previous = await load(secrets);
  const keptPassword = previous.kind === 'v2' ? previous.value.sasl?.password : previous.kind === 'v1' ? previous.value.sasl?.password : undefined;
  const file = (p: string) => (p.trim() ? absolute(p.trim(), base) : undefined);
  const value: StoredV2 = {
    v: 2,
    sasl: form.sasl === 'none' ? undefined : { mechanism: form.sasl, username: form.username, password: form.password || keptPassword || '' },
    tls: form.tls ? { caFile: file(form.caFile), certFile: file(form.certFile), keyFile: file(form.keyFile) } : undefined,
  };
  if (!value.sasl && !value.tls) { await secrets.delete(SECRET_KEY); return; }
  await secrets.store(SECRET_KEY, JSON.stringify(value));
}

/**
 * The kafkajs options of the stored connection. A secret that cannot be read, or a certificate
 * file that is gone, stops the run with the reason (a run without the user's TLS/SASL would only
 * fail later with a vaguer error).
 */
export async function connectionOptions(secrets: vscode.SecretStorage): Promise<Pick<ConnectionOptions, 'ssl' | 'sasl'>> {
  const s = await load(secrets);
  if (s.kind === 'none') return {};
  if (s.kind === 'invalid') throw new Error(`The benchmark connection cannot be used: ${s.reason}. Set it again in the panel's Connection section.`);
  if (s.kind === 'v1') return { ssl: s.value.ssl, sasl: s.value.sasl as ConnectionOptions['sasl'] };
  const { sasl, tls } = s.value;
  const read = async (path: string | undefined, what: string) => {
    if (!path) return undefined;
    try { return await readFile(path, 'utf8'); } catch (e) { throw new Error(`Cannot read the TLS ${what} file ${path} (${(e as Error).message}); fix it in the panel's Connection section.`); }
  };
  const ssl = tls ? { ca: await read(tls.caFile, 'CA certificate'), cert: await read(tls.certFile, 'client certificate'), key: await read(tls.keyFile, 'client key') } : undefined;
  const clean = ssl && Object.fromEntries(Object.entries(ssl).filter(([, v]) => v !== undefined));
  return { ssl: clean && Object.keys(clean).length ? clean : tls ? true : undefined, sasl: sasl as ConnectionOptions['sasl'] };
}

/** JSON typed into kafkaTuning.benchmark.setConnection: why it cannot be stored, or undefined when it can. */
export function checkConnectionJson(text: string): string | undefined {
  let json: unknown;
  try { json = JSON.parse(text); } catch (e) { return `Not valid JSON: ${(e as Error).message}. Easier: the Connection section of the benchmark panel.`; }
  if (v2Schema.safeParse(json).success) return undefined;
  const v1 = v1Schema.safeParse(json);
  if (v1.success) return undefined;
  return v1.error.issues.map((i) => `${i.path.join('.') || 'value'}: ${i.message}`).join('; ');
}

function absolute(path: string, base: string | undefined): string | undefined {
  if (isAbsolute(path)) return path;
  return base ? resolve(base, path) : undefined;
}
