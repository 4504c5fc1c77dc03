// Builders for scenario tests (here and in other packages): a deck that deals exactly the hands
// a test needs, and a driver that plays scripted moves.
import { dealProblem } from './dealable.ts';
import { apply, legalActions } from './play.ts';
import { deal } from './match.ts';
import type { PresetOptions } from './presets.ts';
import { ALL_TILES } from './tiles.ts';
import type { Action, MatchState, Rules, Step, Tile } from './types.ts';
import { validateRules } from './validate.ts';

/** A 28-tile deck dealing `hands` in seat order, then `front` at the front of the rest. */
export function deckFrom(hands: readonly (readonly Tile[])[], front: readonly Tile[] = []): Tile[] {
  const used = [...hands.flat(), ...front];
  if (new Set(used).size !== used.length) throw new Error('a tile is used twice');
  return [...used, ...ALL_TILES.filter((t) => !used.includes(t))];
}

export function mustDeal(state: MatchState, deck: readonly Tile[]): Step {
  const step = deal(state, deck);
  if (!step.ok) throw new Error(`${step.error}: ${step.message}`);
  return step.value;
}

export function mustApply(state: MatchState, action: Action, seat = state.hand?.turn ?? -1): Step {
  const step = apply(state, seat, action);
  if (!step.ok) throw new Error(`${step.error}: ${step.message}`);
  return step.value;
}

/** Plays until the hand ends, always taking the first legal action. */
export function playOut(state: MatchState): MatchState {
  while (state.phase === 'playing' && state.hand) {
    const action = legalActions(state, state.hand.turn)[0];
    if (!action) throw new Error('no legal action');
    state = mustApply(state, action).state;
  }
  return state;
}

/**
 * `rules` unchanged if the engine's own checks accept it — no contradiction (validateRules), deals
 * that stand (dealProblem): what RulesSchema (in @boneyard/protocol) adds to the field types.
 */
export function checkedRules(rules: Rules): Rules {
  const problems = validateRules(rules).contradictions.map(
    (c) => `${c.rules[0]} + ${c.rules[1]}: ${c.message}`,
  );
  const cannotDeal = problems.length === 0 ? dealProblem(rules) : null;
  if (cannotDeal) problems.push(`specials: ${cannotDeal}`);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return rules;
}

/** Every combination of the house options a preset offers (absent, or each value). */
export function optionChoices(
  offered: readonly ('minimumToOpen' | 'baldFinish' | 'muggins')[],
): PresetOptions[] {
  let out: PresetOptions[] = [{}];
  for (const key of offered) {
    const values: PresetOptions[] =
      key === 'muggins'
        ? [
            {},
            { muggins: 'lenient' },
            { muggins: 'strict', mugginsWindowMs: 500 },
            { muggins: 'stealing', mugginsWindowMs: 60_000 },
          ]
        : [{}, { [key]: true }];
    out = out.flatMap((a) => values.map((b) => ({ ...a, ...b })));
  }
  return out;
}
