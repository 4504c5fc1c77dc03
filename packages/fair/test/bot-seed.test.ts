// boneyard/bot/v1: the bot seed test vector of docs/fair-deal.md, recomputed here with node:crypto
// alone, and the docs' stand-alone re-implementation run to print the same values.
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BOT_SEED_ALGORITHM, botSeed, bytesToHex } from '../src/index.ts';

const VECTOR = {
  serverSeed: new Uint8Array([...new Array<number>(31).fill(0), 1]),
  room: 'ABCD23',
  hand: 1,
  attempt: 0,
  seat: 1,
  move: 3,
  seed: 'bb52b39c3230d15113d489fbe922d9161fd26dde66e0848428ddda52a941671b',
  /** The first four outputs of the bot's sfc32 generator (bots/src/seed.ts). */
  words: [1820621542, 915824584, 3815463832, 3252070751],
};

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const enc = (v: string | Uint8Array) => {
  const b = Buffer.from(v);
  return Buffer.concat([u32(b.length), b]);
};

describe('boneyard/bot/v1 seed', () => {
  it('is SHA-256 over the length-prefixed fields, as the spec writes it', () => {
    expect(BOT_SEED_ALGORITHM).toBe('boneyard/bot/v1');
    const { serverSeed, room, hand, attempt, seat, move } = VECTOR;
    const independent = createHash('sha256')
      .update(
        Buffer.concat([
          enc('boneyard/bot/v1'),
          enc(serverSeed),
          enc(room),
          u32(hand),
          u32(attempt),
          u32(seat),
          u32(move),
        ]),
      )
      .digest('hex');
    expect(independent).toBe(VECTOR.seed);
    expect(bytesToHex(botSeed(VECTOR))).toBe(VECTOR.seed);
  });

  it('changes with every input', () => {
    const base = bytesToHex(botSeed(VECTOR));
    const changed = [
      { ...VECTOR, serverSeed: new Uint8Array(32) },
      { ...VECTOR, room: 'ABCD24' },
      { ...VECTOR, hand: 2 },
      { ...VECTOR, attempt: 1 },
      { ...VECTOR, seat: 2 },
      { ...VECTOR, move: 4 },
    ].map((input) => bytesToHex(botSeed(input)));
    expect(new Set([base, ...changed]).size).toBe(7);
  });

  it('the node:crypto example in docs/fair-deal.md prints the seed and the first generator outputs', async () => {
    const doc = readFileSync(new URL('../../../docs/fair-deal.md', import.meta.url), 'utf8');
    const code = /```javascript\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(code).toBeDefined();
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '-e',
      code!,
    ]);
    expect(stdout).toBe(`${VECTOR.seed}\n${VECTOR.words.join(' ')}\n`);
  });
});
