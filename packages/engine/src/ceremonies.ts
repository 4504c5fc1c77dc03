// Kozyol's old ceremonies (seed 003), decided on the hand that closes the match. The key doubles
// are the blank and the boar (0-0 and 6-6): the two doubles the rest of Kozyol already treats as
// special (25 and 50 points alone in a hand). Only a domino closes "on" a tile; a blocked hand
// that ends the match earns no ceremony.
import type { Scored } from './scoring.ts';
import type { Ceremony, Move, Rules, Tile } from './types.ts';

function playsOf(moves: readonly Move[]): { seat: number; tile: Tile }[] {
  return moves.flatMap((m) => ('play' in m ? [{ seat: m.seat, tile: m.play }] : []));
}

/** The ceremonies a match-closing domino by `seat` earns, highest first. */
export function ceremoniesOf(
  rules: Rules,
  moves: readonly Move[],
  seat: number,
  winners: readonly number[],
  losers: readonly number[],
): Ceremony[] {
  const agreed = rules.agreements?.ceremonies;
  if (!agreed) return [];
  const plays = playsOf(moves);
  const last = plays.at(-1)?.tile;
  const before = plays.at(-2)?.tile;
  const out: Ceremony[] = [];
  const keyPair = new Set([last, before]);
  const admiral = agreed.admiral === true && keyPair.has('0-0') && keyPair.has('6-6');
  if (admiral) out.push({ kind: 'admiral', sides: losers });
  else if (agreed.snottyGoat === true && last === '0-0')
    out.push({ kind: 'snotty-goat', sides: losers });
  const laidBoth = ['0-0', '6-6'].every((key) =>
    plays.some((p) => p.seat === seat && p.tile === key),
  );
  if (agreed.general === true && (last === '6-6' || laidBoth))
    out.push({ kind: 'general', sides: winners, seat });
  if (out.length > 0 && agreed.winnerToZero === true)
    out.push({ kind: 'winner-to-zero', sides: winners });
  return out;
}

/** The scored hand with its ceremonies: titles in the match result, a wiped winner's total. */
export function withCeremonies(
  rules: Rules,
  moves: readonly Move[],
  by: number | null,
  scored: Scored,
): Scored {
  const match = scored.match;
  if (!match || by === null) return scored;
  const ceremonies = ceremoniesOf(rules, moves, by, match.winners, match.losers);
  if (ceremonies.length === 0) return scored;
  const wiped = ceremonies.some((c) => c.kind === 'winner-to-zero');
  const totals = scored.result.totals.map((t, side) =>
    wiped && match.winners.includes(side) ? 0 : t,
  );
  return { ...scored, result: { ...scored.result, totals }, match: { ...match, ceremonies } };
}
