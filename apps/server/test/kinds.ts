// Test servers on every store kind: memory and Redis (helpers.build) and the embedded persistent
// LMDB store (in a temporary data directory that is removed on close).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Snapshot, UpdateFrame } from '@boneyard/protocol';
import type { Config } from '../src/config.ts';
import { build, STORES, type TestPlayer, type TestServer } from './helpers.ts';

export const ALL_STORES = [...STORES, 'lmdb'] as const;
export type AnyStore = (typeof ALL_STORES)[number];

export async function buildOn(
  kind: AnyStore,
  overrides: Partial<Config> = {},
): Promise<TestServer> {
  if (kind !== 'lmdb') return build(kind, overrides);
  const dataDir = mkdtempSync(join(tmpdir(), 'boneyard-test-'));
  const server = await build('memory', { embeddedStore: 'lmdb', dataDir, ...overrides });
  return {
    ...server,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The frame or snapshot this player's current state came from (for fields TestPlayer does not keep). */
export function latestFrame(player: TestPlayer): UpdateFrame | Snapshot | null {
  for (let i = player.frames.length - 1; i >= 0; i--) {
    const { kind, payload } = player.frames[i]!;
    const frame =
      kind === 'ack'
        ? (payload as { snapshot?: Snapshot }).snapshot
        : (payload as UpdateFrame | Snapshot);
    if (frame !== undefined && frame.version === player.version) return frame;
  }
  return null;
}
