// A local hot-seat game opened on a position the engine reached: a preset dealt from a fixed
// deck, then `plays` moves chosen by a seeded generator among the legal ones (plays before
// draws and passes, so the board grows). The browser restores it as a reload would (the saved
// game in localStorage), curtain up for the seat to move.
import {
  ALL_TILES,
  apply,
  createMatch,
  legalActions,
  presetRules,
  type MatchState,
  type PresetId,
} from '@boneyard/engine';
import { mustDeal } from '@boneyard/engine/testing';
import type { Page } from 'playwright-core';

export interface MidHand {
  readonly state: MatchState;
  readonly config: unknown;
}

/** A deterministic generator (no Math.random): the same position every run. */
function generator(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** `names`: typed names by seat; `viewerName`, if given, is the name of the seat to move. */
export function midHand(
  preset: PresetId,
  players: number,
  seed: number,
  plays: number,
  names: readonly string[] = [],
  viewerName?: string,
): MidHand {
  const rules = presetRules(preset, { players, pairs: false });
  if (!rules.ok) throw new Error(rules.message);
  const next = generator(seed);
  const deck = [...ALL_TILES];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  let state = mustDeal(createMatch(rules.value), deck).state;
  for (let made = 0; made < plays && state.phase === 'playing' && state.hand;) {
    const seat = state.hand.turn;
    const actions = legalActions(state, seat);
    const tiles = actions.filter((a) => a.type === 'play');
    const action = tiles.length > 0 ? tiles[Math.floor(next() * tiles.length)]! : actions[0];
    if (!action) break;
    const step = apply(state, seat, action);
    if (!step.ok) throw new Error(step.message);
    // Stop before the hand ends: the board is wanted mid-hand.
    if (step.value.state.phase !== 'playing') break;
    state = step.value.state;
    if (action.type === 'play') made++;
  }
  const config = {
    mode: 'hotseat',
    preset,
    players,
    pairs: false,
    target: rules.value.target.score,
    names: Array.from({ length: players }, (_, i) =>
      i === state.hand?.turn && viewerName !== undefined ? viewerName : (names[i] ?? ''),
    ),
    bots: Array.from({ length: players }, () => null),
  };
  return { state, config };
}

/** Opens /play on the position, hints off, curtain lifted. */
export async function openMidHand(
  page: Page,
  url: string,
  game: MidHand,
  hints = false,
): Promise<void> {
  await page.goto(`${url}/`);
  await page.evaluate(
    ({ saved, hints }) => {
      if (!hints) localStorage.setItem('boneyard:hints', '{"off":true,"seen":[]}');
      localStorage.setItem('boneyard:local-game', JSON.stringify(saved));
    },
    {
      saved: {
        config: game.config,
        room: 'LOCALMID047',
        state: game.state,
        deals: [],
        viewer: game.state.hand?.turn ?? 0,
      },
      hints,
    },
  );
  await page.goto(`${url}/play`);
  await page.locator('[data-testid=reveal]').click({ timeout: 30_000 });
}

/**
 * A whole match played by the engine (seeded choices), saved at its end: `hands` hands at least
 * (the target raised until the match lasts that long), for a long score sheet.
 */
export function finishedMatch(
  preset: PresetId,
  players: number,
  seed: number,
  target: number,
  names: readonly string[] = [],
): MidHand {
  const rules = presetRules(preset, { players, pairs: false, target });
  if (!rules.ok) throw new Error(rules.message);
  const next = generator(seed);
  let state = createMatch(rules.value);
  for (let hand = 0; hand < 200 && state.phase !== 'match-over'; hand++) {
    const deck = [...ALL_TILES];
    for (let i = deck.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    state = mustDeal(state, deck).state;
    while (state.phase === 'playing' && state.hand) {
      const seat = state.hand.turn;
      const actions = legalActions(state, seat);
      const action = actions[Math.floor(next() * actions.length)];
      if (!action) break;
      const step = apply(state, seat, action);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
    }
  }
  const config = {
    mode: 'hotseat',
    preset,
    players,
    pairs: false,
    target,
    names: Array.from({ length: players }, (_, i) => names[i] ?? ''),
    bots: Array.from({ length: players }, () => null),
  };
  return { state, config };
}

/** Opens /play on a finished match (no curtain: the match is over). */
export async function openFinished(page: Page, url: string, game: MidHand): Promise<void> {
  await page.goto(`${url}/`);
  await page.evaluate(
    (saved) => {
      localStorage.setItem('boneyard:hints', '{"off":true,"seen":[]}');
      localStorage.setItem('boneyard:local-game', JSON.stringify(saved));
    },
    { config: game.config, room: 'LOCALEND047', state: game.state, deals: [], viewer: 0 },
  );
  await page.goto(`${url}/play`);
}

/** The first match state (seeds from 1) that `wanted` accepts, after any action of a random hand. */
export function firstPosition(
  preset: PresetId,
  players: number,
  wanted: (state: MatchState) => boolean,
  names: readonly string[] = [],
): MidHand {
  const rules = presetRules(preset, { players, pairs: players === 4 });
  if (!rules.ok) throw new Error(rules.message);
  for (let seed = 1; seed < 400; seed++) {
    const next = generator(seed);
    const deck = [...ALL_TILES];
    for (let i = deck.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    let state = mustDeal(createMatch(rules.value), deck).state;
    while (state.phase === 'playing' && state.hand) {
      const seat = state.hand.turn;
      const actions = legalActions(state, seat);
      const action = actions[Math.floor(next() * actions.length)];
      if (!action) break;
      const step = apply(state, seat, action);
      if (!step.ok) throw new Error(step.message);
      state = step.value.state;
      if (wanted(state)) {
        const config = {
          mode: 'hotseat',
          preset,
          players,
          pairs: players === 4,
          target: rules.value.target.score - (rules.value.target.reaching === 'loses' ? 1 : 0),
          names: Array.from({ length: players }, (_, i) => names[i] ?? ''),
          bots: Array.from({ length: players }, () => null),
        };
        return { state, config };
      }
    }
  }
  throw new Error(`no ${preset} position found`);
}

/**
 * All Fives for two in stealing Muggins, played by the engine until the first score is stolen:
 * the scorer's opponent claims it at once on their turn (plays carry the server-like time `at`).
 */
export function stolenScore(): MidHand {
  const rules = presetRules('all-fives', {
    players: 2,
    muggins: 'stealing',
    mugginsWindowMs: 10_000,
  });
  if (!rules.ok) throw new Error(rules.message);
  for (let seed = 1; seed < 200; seed++) {
    const next = generator(seed);
    const deck = [...ALL_TILES];
    for (let i = deck.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    let state = mustDeal(createMatch(rules.value), deck).state;
    let now = 1_000;
    while (state.phase === 'playing' && state.hand) {
      now += 100;
      const hand = state.hand;
      const seat = hand.turn;
      const pending = hand.pending ?? null;
      const actions = legalActions(state, seat);
      const steal =
        pending !== null && pending.seat !== seat
          ? actions.find((a) => a.type === 'claim')
          : undefined;
      const chosen = steal ?? actions.filter((a) => a.type !== 'claim')[0];
      if (!chosen) break;
      const action =
        chosen.type === 'play' || chosen.type === 'claim' ? { ...chosen, at: now } : chosen;
      const step = apply(state, seat, action);
      if (!step.ok) break;
      state = step.value.state;
      if (steal && state.phase === 'playing') {
        const config = {
          mode: 'hotseat',
          preset: 'all-fives',
          players: 2,
          pairs: false,
          target: 121,
          muggins: 'stealing',
          mugginsWindowMs: 10_000,
          names: ['', ''],
          bots: [null, null],
        };
        return { state, config };
      }
    }
  }
  throw new Error('no stolen score found');
}
