// test/positions.json, the positions that pin the published bots (make-positions.ts writes it):
// read once for the tests that decide, value or re-derive at them.
import { readFileSync } from 'node:fs';
import type { Action, BotLevel, Rules, SeatView } from '@boneyard/engine';

export interface Positions {
  readonly tables: readonly { readonly name: string; readonly rules: Rules }[];
  readonly positions: readonly {
    readonly table: number;
    readonly level: BotLevel;
    readonly seed: string;
    readonly view: Omit<SeatView, 'rules'>;
    readonly action: Action;
  }[];
}

export const POSITIONS = JSON.parse(
  readFileSync(new URL('./positions.json', import.meta.url), 'utf8'),
) as Positions;

export const seedOf = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
