// Every rule, in the order their findings read best. Adding a rule = one file + one line here.
import { batchSizeBelowRecord } from './batchSizeBelowRecord';
import { duplicateKey } from './duplicateKey';
import { invalidValue, outOfRange } from './invalidValue';
import type { Rule } from './types';
import { unknownKey } from './unknownKey';
import { wrongRoleKey } from './wrongRoleKey';

export const RULES: readonly Rule[] = [
  invalidValue,
  outOfRange,
  unknownKey,
  wrongRoleKey,
  duplicateKey,
  batchSizeBelowRecord,
];
