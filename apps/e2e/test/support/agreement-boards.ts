// Dealt hands for the board agreements (doubles laid in line, a double closing an arm), one per
// board shape: two players hot-seat on a custom rule set, hands stacked (stacked.ts) so that a
// short script of plays lays a double in line or shuts an arm. The engine checks every script
// here first (the board it must end in), so a browser failure is the table's, not the scenario's.
import type { EndId, PresetId, Rules, Tile } from '@boneyard/engine';
import { stackedGame, type ScriptedPlay, type StackedGame } from './stacked.ts';

export interface BoardScenario extends StackedGame {
  readonly name: string;
  readonly shape: Rules['board'];
  /** The double laid in line, if the scenario lays one. */
  readonly inLine?: Tile;
  /** The arm the script shuts. */
  readonly closes: EndId;
  /** A tile seat `seat` holds afterwards that shows the shut arm's number yet may not go there. */
  readonly blocked?: { readonly seat: number; readonly tile: Tile };
}

function scenario(
  name: string,
  preset: PresetId,
  agreements: NonNullable<Rules['agreements']>,
  hands: readonly [string, string],
  boneyardFront: string,
  plays: readonly ScriptedPlay[],
  expected: { closes: EndId; inLine?: Tile; blocked?: { seat: number; tile: Tile } },
): BoardScenario {
  const game = stackedGame(preset, { tilesEach: 3, agreements }, hands, boneyardFront, plays);
  const board = game.after.hand?.board;
  if (!board?.closed?.includes(expected.closes))
    throw new Error(`${name}: ${expected.closes} is not shut: ${JSON.stringify(board)}`);
  if (
    expected.blocked &&
    !game.after.hand?.hands[expected.blocked.seat]?.includes(expected.blocked.tile)
  )
    throw new Error(
      `${name}: seat ${expected.blocked.seat} does not hold ${expected.blocked.tile}`,
    );
  return { name, shape: game.rules.board, ...game, ...expected };
}

/**
 * Line and cross, doubles in line: 2-6 leads, 2-3 goes left, 6-6 goes right lengthwise and —
 * nobody holding another 6 — shuts the right end. Then Boris, stuck, draws 4-6 (a 6, but the
 * right is shut) and 3-4, which he must play.
 */
function doublesInLine(preset: 'draw' | 'osyol'): BoardScenario {
  return scenario(
    `${preset}-in-line`,
    preset,
    { doublesAcross: false, doubleClosesArm: true },
    ['2-6 6-6 3-5', '2-3 0-1 1-1'],
    '4-6 3-4',
    [
      { seat: 0, tile: '2-6' },
      { seat: 1, tile: '2-3' },
      { seat: 0, tile: '6-6' },
      { seat: 1, tile: '3-4' },
    ],
    { closes: 'right', inLine: '6-6', blocked: { seat: 1, tile: '4-6' } },
  );
}

/** House, doubles across: 3-3 leads (the spinner, four arms), 3-5 goes up, 5-5 shuts it. */
function houseUp(): BoardScenario {
  return scenario(
    'telefon-up',
    'telefon',
    { doubleClosesArm: true },
    ['3-3 5-5 0-1', '3-5 1-2 0-2'],
    '',
    [
      { seat: 0, tile: '3-3' },
      { seat: 1, tile: '3-5', end: 'up' },
      { seat: 0, tile: '5-5' },
    ],
    { closes: 'up' },
  );
}

/** Trains: 4-4 is the hub, 4-6 goes on the table train, 6-6 shuts it. */
function trainsTable(): BoardScenario {
  return scenario(
    'trains-table',
    'trains',
    { doubleClosesArm: true },
    ['4-4 6-6 1-2', '4-6 0-1 2-3'],
    '',
    [
      { seat: 0, tile: '4-4' },
      { seat: 1, tile: '4-6', end: 'table' },
      { seat: 0, tile: '6-6' },
    ],
    { closes: 'table' },
  );
}

export function agreementBoards(): BoardScenario[] {
  return [doublesInLine('draw'), doublesInLine('osyol'), houseUp(), trainsTable()];
}
