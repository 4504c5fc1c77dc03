// verifyRecord: re-derives everything a `boneyard-match-v1` record claims from its seeds and moves
// alone, and names the first thing that does not hold. Nothing the record says about outcomes is
// trusted: deals come from @boneyard/fair, legality and scores from the engine.
import { createMatch, type MatchResult, type MatchState } from '@boneyard/engine';
import { failure, sameNumbers, type VerifyOutcome } from './checks.ts';
import { parseMatchRecord, type MatchRecord, type MatchResultRecord } from './schema.ts';
import { verifyHand } from './verify-hand.ts';

function sameSides(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): boolean {
  return a.length === b.length && a.every((side, index) => sameNumbers(side, b[index] ?? []));
}

function sameResult(recorded: MatchResultRecord | null, actual: MatchResult | null): boolean {
  if (recorded === null || actual === null) return recorded === actual;
  return (
    sameNumbers(recorded.winners, actual.winners) &&
    sameNumbers(recorded.losers, actual.losers) &&
    recorded.whitewash === actual.whitewash &&
    recorded.reason === actual.reason &&
    JSON.stringify(recorded.ceremonies ?? []) === JSON.stringify(actual.ceremonies ?? [])
  );
}

/** Header fields that must agree with the rule set. */
function checkHeader(record: MatchRecord, start: MatchState): VerifyOutcome | null {
  const { rules } = record;
  if (record.preset !== rules.preset) {
    return failure('preset', `preset is "${record.preset}" but the rules are "${rules.preset}"`);
  }
  if (record.target !== rules.target.score) {
    return failure(
      'target',
      `target is ${record.target} but the rules end the match at ${rules.target.score}`,
    );
  }
  if (record.seats.length !== rules.players) {
    return failure('seats', `${record.seats.length} seats for a ${rules.players}-player rule set`);
  }
  if (!sameSides(record.sides, start.sides)) {
    return failure(
      'sides',
      `sides are ${JSON.stringify(record.sides)}, the rules make ${JSON.stringify(start.sides)}`,
    );
  }
  return null;
}

/** Verifies an untrusted value (typically JSON.parse of a record file). */
export function verifyRecord(input: unknown): VerifyOutcome {
  const parsed = parseMatchRecord(input);
  if (!parsed.ok) return failure(parsed.check, parsed.error);
  const record = parsed.value;
  let state = createMatch(record.rules);
  const header = checkHeader(record, state);
  if (header !== null) return header;

  let moves = 0;
  let misdeals = 0;
  for (const [index, hand] of record.hands.entries()) {
    if (hand.number !== index + 1) {
      return failure(
        'hand-number',
        `hand ${index + 1} of the record is numbered ${hand.number}`,
        hand.number,
      );
    }
    if (state.phase === 'match-over') {
      return failure('extra-hand', 'this hand comes after the match was over', hand.number);
    }
    const checked = verifyHand(state, record.room, hand);
    if (!checked.ok) return checked;
    state = checked.state;
    moves += hand.moves.length;
    misdeals += checked.misdeals;
  }

  if (!sameResult(record.result, state.result)) {
    const actual = state.result === null ? 'the match is not over' : JSON.stringify(state.result);
    return failure('result', `the record says ${JSON.stringify(record.result)}, but ${actual}`);
  }
  const last = record.hands.at(-1);
  return {
    ok: true,
    value: {
      format: record.format,
      preset: record.preset,
      players: record.rules.players,
      room: record.room,
      hands: record.hands.length,
      moves,
      misdeals,
      totals: last === undefined ? record.sides.map(() => 0) : [...last.totals],
      finished: state.result !== null,
      winners: state.result === null ? [] : [...state.result.winners],
      losers: state.result === null ? [] : [...state.result.losers],
    },
  };
}
