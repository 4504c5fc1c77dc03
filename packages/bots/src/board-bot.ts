// Bots on the tables the fast path does not play (spinner, cross, house and trains boards, and
// the games that score during play): one look at each legal move through the public API — the
// same rules engine that referees the move, so there is never a second answer. They count the
// ends: a move that scores is worth its points, then heavy tiles and doubles are shed first; the
// hard bot also counts what the next seat could score in reply with the tiles it cannot see.
import {
  boardOps,
  boardTiles,
  fittingEnds,
  scoresDuringPlay,
  playScore,
  ALL_TILES,
  isDouble,
  pipsOf,
  type Action,
  type Board,
  type BotLevel,
  type SeatView,
  type Tile,
} from '@boneyard/engine';

const WEIGHTS = { pointsPerPip: 1, scorePoint: 3, double: 4, replyPoint: 1.5 } as const;

/**
 * Whether `level` claims the pending score now. Its own side's: easy 60 % of the time, normal
 * 90 %, hard always. Another side's (stealing): easy never, normal half the time, hard always.
 */
export function botWantsClaim(view: SeatView, level: BotLevel, random: () => number): boolean {
  const hand = view.hand;
  const pending = hand?.pending;
  if (!hand || !pending || view.seat === null || !hand.legal.some((a) => a.type === 'claim'))
    return false;
  const own = view.sides[pending.side]?.includes(view.seat) ?? false;
  if (own)
    return level === 'hard' || level === 'expert' || random() < (level === 'normal' ? 0.9 : 0.6);
  return level === 'hard' || level === 'expert' || (level === 'normal' && random() < 0.5);
}

/** The most the next seat could score on `board` with any tile this seat cannot see. */
function bestReply(view: SeatView, board: Board): number {
  const seat = view.seat ?? 0;
  const next = (seat + 1) % view.rules.players;
  const seen = new Set<Tile>([...(view.hand?.myTiles ?? []), ...boardTiles(board)]);
  const ops = boardOps(board.shape);
  let best = 0;
  for (const tile of ALL_TILES) {
    if (seen.has(tile)) continue;
    for (const end of fittingEnds(board, tile, next) ?? []) {
      const after = ops.place(board, tile, end, next);
      if (after) best = Math.max(best, playScore(view.rules, after, false, tile));
    }
  }
  return best;
}

/** Value of one play for the seat making it; `lookAhead` also weighs the next seat's best reply. */
function playValue(
  view: SeatView,
  action: Extract<Action, { type: 'play' }>,
  lookAhead: boolean,
): number {
  const hand = view.hand!;
  const ops = boardOps(hand.board.shape);
  const lead = ops.isEmpty(hand.board);
  const board = ops.place(
    hand.board,
    action.tile,
    lead ? null : (action.end ?? null),
    view.seat ?? 0,
  );
  const points = board ? playScore(view.rules, board, lead, action.tile) : 0;
  const reply = lookAhead && board && scoresDuringPlay(view.rules) ? bestReply(view, board) : 0;
  return (
    points * WEIGHTS.scorePoint -
    reply * WEIGHTS.replyPoint +
    pipsOf(action.tile) * WEIGHTS.pointsPerPip +
    (isDouble(action.tile) ? WEIGHTS.double : 0)
  );
}

export function boardBotAction(view: SeatView, level: BotLevel, random: () => number): Action {
  const legal = view.hand?.legal ?? [];
  if (botWantsClaim(view, level, random)) return { type: 'claim' };
  const plays = legal.filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play');
  if (plays.length === 0) return legal.find((a) => a.type !== 'claim') ?? { type: 'pass' };
  if (level === 'easy') return plays[Math.floor(random() * plays.length)]!;
  let best = plays[0]!;
  let bestValue = -Infinity;
  for (const play of plays) {
    // A little noise breaks ties without favouring the first listed move.
    const value = playValue(view, play, level === 'hard' || level === 'expert') + random() * 0.01;
    if (value > bestValue) [best, bestValue] = [play, value];
  }
  return best;
}
