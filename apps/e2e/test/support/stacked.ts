// A two-player hot-seat game on this device with stacked hands: a custom rule set (a preset plus
// changes), the deal the test chooses, and a script of plays the engine runs first — the browser
// then makes the same plays by tapping, as people do (playScript), so a test reaches an exact
// position through the real table. The saved game is what LocalGame restores from localStorage.
import {
  ALL_TILES,
  apply,
  createMatch,
  presetRules,
  type EndId,
  type MatchState,
  type PresetId,
  type Rules,
  type Tile,
} from '@boneyard/engine';
import { parseRules } from '@boneyard/protocol';
import { mustDeal } from '@boneyard/engine/testing';
import type { Page } from 'playwright-core';

export interface ScriptedPlay {
  readonly seat: number;
  readonly tile: Tile;
  /** The arm to pick when the tile fits several (its target is tapped); absent: it fits one. */
  readonly end?: EndId;
}

export interface StackedGame {
  readonly rules: Rules;
  /** The local game's saved config (hot-seat, the custom set). */
  readonly config: unknown;
  /** The match right after the deal, seat 0 to lead. */
  readonly dealt: MatchState;
  readonly plays: readonly ScriptedPlay[];
  /** The match after the script, as the engine has it. */
  readonly after: MatchState;
}

export const NAMES = ['Ann', 'Boris'] as const;

const tiles = (text: string) => text.split(' ') as Tile[];

/**
 * `preset` for two with `changes` on top; seat 0 leads any tile (the presets' own opening rules
 * would choose for it). Hands are dealt as given, then the boneyard's front, then the rest.
 */
export function stackedGame(
  preset: PresetId,
  changes: Partial<Rules>,
  hands: readonly [string, string],
  boneyardFront: string,
  plays: readonly ScriptedPlay[],
): StackedGame {
  const base = presetRules(preset, { players: 2 });
  if (!base.ok) throw new Error(base.message);
  const parsed = parseRules({
    ...base.value,
    ...changes,
    agreements: { ...changes.agreements, opening: { rule: 'any-tile', fallback: 'heaviest-tile' } },
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const rules = parsed.value;
  const used = [
    ...tiles(hands[0]),
    ...tiles(hands[1]),
    ...(boneyardFront ? tiles(boneyardFront) : []),
  ];
  const deck = [...used, ...ALL_TILES.filter((t) => !used.includes(t))];
  const dealt = mustDeal(createMatch(rules), deck).state;
  let after = dealt;
  for (const play of plays) {
    const done = apply(after, play.seat, {
      type: 'play',
      tile: play.tile,
      ...(play.end ? { end: play.end } : {}),
    });
    if (!done.ok) throw new Error(`${preset}: ${play.tile} by seat ${play.seat}: ${done.message}`);
    after = done.value.state;
  }
  const config = {
    mode: 'hotseat',
    preset,
    players: 2,
    pairs: false,
    target: rules.target.score,
    names: NAMES,
    bots: [null, null],
    custom: rules,
  };
  return { rules, config, dealt, plays, after };
}

const STEP = { timeout: 30_000 };

/** Opens /play on the stacked game, hints off (they would cover the table). */
export async function openStacked(
  page: Page,
  url: string,
  game: StackedGame,
  room: string,
): Promise<void> {
  await page.goto(`${url}/`);
  await page.evaluate(
    (saved) => {
      localStorage.setItem('boneyard:hints', '{"off":true,"seen":[]}');
      localStorage.setItem('boneyard:local-game', JSON.stringify(saved));
    },
    { config: game.config, room, state: game.dealt, deals: [], viewer: 0 },
  );
  await page.goto(`${url}/play`);
}

/** Lifts the hot-seat curtain if it is down (it is after every change of seat). */
export async function reveal(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector(
        '[data-testid=reveal], .hand button[data-tile], [data-testid=match-end]',
      ) !== null,
    undefined,
    STEP,
  );
  const curtain = page.locator('[data-testid=reveal]');
  if ((await curtain.count()) > 0) await curtain.click();
}

/** Any target offered for `end`, on either board drawing (the line's svg, the arms' buttons). */
export const targetFor = (page: Page, end: string) =>
  page.locator(`button.arm-target[data-end="${end}"], g.target[data-end="${end}"]`);

/**
 * Makes one scripted play by tapping: the tile, then its arm's target when it fits several.
 * Waits until the tile lies on the board.
 */
export async function tapPlay(page: Page, play: ScriptedPlay): Promise<void> {
  await reveal(page);
  await page.locator(`.hand button[data-tile="${play.tile}"][data-playable="true"]`).click(STEP);
  if (play.end) await targetFor(page, play.end).click(STEP);
  await page
    .locator(`[data-board-tile="${play.tile}"]`)
    .first()
    .waitFor({ state: 'attached', ...STEP });
}
