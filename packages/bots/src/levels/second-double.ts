// boneyard/bot/v3 with the agreement "two doubles in a turn": after a first double the seat may
// lay a second double or skip. v2 always laid it (board-bot.ts sees only plays). v3's normal,
// hard and expert weigh the choice, with the same one-ply counts the board bots use: laying sheds
// the double's pips (a double is hard to place later) and may score; skipping keeps a tile that
// is sure to fit next turn when nothing else in the hand does (a double never changes the end it
// goes on), so the seat does not have to draw or knock. Hard and expert, which look one move
// ahead on these boards, also count what the next seat could score in reply either way.
import {
  boardOps,
  boardTiles,
  fits,
  fittingEnds,
  scoresDuringPlay,
  playScore,
  ALL_TILES,
  pipsOf,
  type Action,
  type Board,
  type BotLevel,
  type SeatView,
  type Tile,
} from '@boneyard/engine';

/** The board bots' weights (board-bot.ts), so a laid double is valued as any other play. */
const WEIGHTS = { pointsPerPip: 1, scorePoint: 3, double: 4, replyPoint: 1.5 } as const;
/** Worth of still holding a tile that fits next turn (a draw or a knock avoided), in points. */
const KEEP_A_PLAY = 14;

type Play = Extract<Action, { type: 'play' }>;

/** The most the next seat could score on `board` with a tile this seat cannot see. */
function bestReply(view: SeatView, board: Board, held: readonly Tile[]): number {
  const seat = view.seat ?? 0;
  const next = (seat + 1) % view.rules.players;
  const seen = new Set<Tile>([...held, ...boardTiles(board)]);
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

/** Lay an offered second double (the best of them) or skip: a pure function of the view and `random`. */
export function secondDoubleChoice(view: SeatView, level: BotLevel, random: () => number): Action {
  const hand = view.hand!;
  const seat = view.seat ?? 0;
  const lookAhead = level === 'hard' || level === 'expert';
  const replies = lookAhead && scoresDuringPlay(view.rules);
  const ops = boardOps(hand.board.shape);
  const fitsAny = (board: Board, tiles: readonly Tile[]) =>
    tiles.some((tile) => fits(board, tile, seat));
  // Skip: the hand and board stay as they are.
  let best: Action = { type: 'skip' };
  let bestValue =
    (fitsAny(hand.board, hand.myTiles) ? KEEP_A_PLAY : 0) -
    (replies ? WEIGHTS.replyPoint * bestReply(view, hand.board, hand.myTiles) : 0);
  bestValue += random() * 0.01;
  for (const action of hand.legal) {
    if (action.type !== 'play') continue;
    const play: Play = action;
    const board = ops.place(hand.board, play.tile, play.end ?? null, seat);
    if (!board) continue;
    const rest = hand.myTiles.filter((tile) => tile !== play.tile);
    let value =
      pipsOf(play.tile) * WEIGHTS.pointsPerPip +
      WEIGHTS.double +
      playScore(view.rules, board, false, play.tile) * WEIGHTS.scorePoint;
    if (fitsAny(board, rest)) value += KEEP_A_PLAY;
    if (replies) value -= WEIGHTS.replyPoint * bestReply(view, board, rest);
    value += random() * 0.01;
    if (value > bestValue) [best, bestValue] = [play, value];
  }
  return best;
}
