// What changed between two versions of a recipient's live state (its view without the finished
// hands, the fair-deal info, the next-hand info), as a short list of steps. A move changes a few
// fields of a ~2 KB view, so an `update` frame carries these steps instead of the whole view; a
// client applies them to the state it holds for the previous version (docs/protocol.md, "Frames").
// No zod here: the browser imports these two functions statically, the schemas lazily.

/** A key or array index on the way from the root to a value. */
export type PatchPath = (string | number)[];

/**
 * One step: `v` sets the value at `p` (creating the key), `a` appends its items to the array at `p`,
 * `u` puts its items in front of it, `d` deletes the key at `p`.
 */
export type PatchOp =
  | { readonly p: PatchPath; readonly v: unknown }
  | { readonly p: PatchPath; readonly a: unknown[] }
  | { readonly p: PatchPath; readonly u: unknown[] }
  | { readonly p: PatchPath; readonly d: 1 };

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isPrimitive = (value: unknown): boolean => value === null || typeof value !== 'object';

/**
 * The steps that turn `before` into `after` (both JSON-like: plain objects, arrays, primitives;
 * keys whose value is undefined count as absent, as in JSON). Objects are compared key by key;
 * an array that only grew at one end gets an append or a prepend; one of objects with the same
 * length is compared item by item (unless most items changed); any other changed array (a hand
 * that lost a tile, new legal moves) is sent whole.
 */
export function diffState(
  before: unknown,
  after: unknown,
  path: readonly (string | number)[] = [],
  ops: PatchOp[] = [],
): PatchOp[] {
  diffInto(before, after, [...path], ops);
  return ops;
}

// The server diffs every recipient's ~2 KB view on every move: the walk shares one path array
// (pushed and popped on the way down) and copies it only into a step it emits, so an unchanged
// subtree allocates nothing (a new path per visited key made diffing 28 % of the bytes the server
// allocated under load; now 5 %, and a diff of a Kozel view takes half the time).
function diffInto(before: unknown, after: unknown, path: PatchPath, ops: PatchOp[]): void {
  if (before === after) return;
  if (isPlain(before) && isPlain(after)) {
    for (const key in after) {
      const next = after[key];
      if (next === undefined) continue;
      const previous = before[key];
      path.push(key);
      if (previous === undefined) ops.push({ p: path.slice(), v: next });
      else diffInto(previous, next, path, ops);
      path.pop();
    }
    for (const key in before)
      if (before[key] !== undefined && after[key] === undefined)
        ops.push({ p: [...path, key], d: 1 });
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) return diffArray(before, after, path, ops);
  if (isPrimitive(before) && isPrimitive(after) && before === after) return;
  ops.push({ p: path.slice(), v: after });
}

function diffArray(
  before: readonly unknown[],
  after: readonly unknown[],
  path: PatchPath,
  ops: PatchOp[],
): void {
  const added = after.length - before.length;
  // A line of play grows at either end; a log grows at the end.
  if (added > 0 && before.every((item, index) => same(item, after[index])))
    ops.push({ p: path.slice(), a: after.slice(before.length) });
  else if (added > 0 && before.every((item, index) => same(item, after[index + added])))
    ops.push({ p: path.slice(), u: after.slice(0, added) });
  else if (added === 0 && !after.every(isPrimitive)) {
    const steps: PatchOp[] = [];
    for (let index = 0; index < after.length; index++) {
      path.push(index);
      diffInto(before[index], after[index], path, steps);
      path.pop();
    }
    // Many items changed: the whole array is shorter than a step for each.
    if (steps.length > Math.max(2, after.length / 2)) ops.push({ p: path.slice(), v: after });
    else ops.push(...steps);
  } else if (added !== 0 || after.some((item, index) => item !== before[index]))
    ops.push({ p: path.slice(), v: after });
}

/** Deep equality of JSON-like values (undefined keys count as absent), allocating nothing. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!same(a[index], b[index])) return false;
    return true;
  }
  if (!isPlain(a) || !isPlain(b)) return false;
  let keys = 0;
  for (const key in a) {
    const value = a[key];
    if (value === undefined) continue;
    keys++;
    if (!same(value, b[key])) return false;
  }
  for (const key in b) if (b[key] !== undefined) keys--;
  return keys === 0;
}

/** Keys that would reach an object's prototype instead of a property of its own. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Thrown when a patch does not fit the state it is applied to (the client then resyncs). */
export class PatchMismatch extends Error {}

/**
 * `state` with `ops` applied, as a new value: nothing in `state` is modified, and every object on
 * a changed path is a fresh copy (what a reactive UI needs to see the change).
 */
export function applyPatch<T>(state: T, ops: readonly PatchOp[]): T {
  let root: unknown = state;
  for (const op of ops) root = applyOp(root, op, 0);
  return root as T;
}

function applyOp(node: unknown, op: PatchOp, depth: number): unknown {
  if (depth === op.p.length) {
    if ('v' in op) return op.v;
    if ('a' in op || 'u' in op) {
      if (!Array.isArray(node))
        throw new PatchMismatch(`append to a non-array at ${op.p.join('.')}`);
      return 'a' in op ? [...(node as unknown[]), ...op.a] : [...op.u, ...(node as unknown[])];
    }
    throw new PatchMismatch('delete at the root');
  }
  const key = op.p[depth]!;
  if (Array.isArray(node)) {
    if (typeof key !== 'number' || key < 0 || key >= node.length)
      throw new PatchMismatch(`no index ${String(key)} at ${op.p.join('.')}`);
    const copy = [...(node as unknown[])];
    copy[key] = applyOp(copy[key], op, depth + 1);
    return copy;
  }
  if (!isPlain(node) || typeof key !== 'string' || UNSAFE_KEYS.has(key))
    throw new PatchMismatch(`no key ${String(key)} at ${op.p.join('.')}`);
  const copy: Plain = { ...node };
  if ('d' in op && depth === op.p.length - 1) delete copy[key];
  else {
    if (!('v' in op && depth === op.p.length - 1) && !Object.hasOwn(node, key))
      throw new PatchMismatch(`no key ${key} at ${op.p.join('.')}`);
    copy[key] = applyOp(node[key], op, depth + 1);
  }
  return copy;
}
