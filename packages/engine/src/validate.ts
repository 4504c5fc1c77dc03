// Which agreements cannot both hold (contradictions: the set is unusable) and which have no effect
// in the game the others build (inert: allowed, but a table should know). Every problem is
// listed, not the first, so an editor can mark them all at once.
import { endlessProblem } from './endless.ts';
import {
  COLLECTING_RECORDINGS,
  PLAY_ONLY_RECORDINGS,
  recordingOf,
  scoresDuringPlay,
} from './recording.ts';
import { isDouble } from './tiles.ts';
import type { Rules } from './types.ts';

export interface Contradiction {
  /** The two rules that cannot both be true, as field paths (e.g. `agreements.blockedRound`). */
  readonly rules: readonly [string, string];
  /** A sentence a player understands. */
  readonly message: string;
}

export interface InertRule {
  readonly rule: string;
  /** Why it changes nothing in this game. */
  readonly reason: string;
}

export interface RulesVerdict {
  readonly contradictions: readonly Contradiction[];
  readonly inert: readonly InertRule[];
}

const WINNER_COLLECTS = ['winner-takes-pips', 'winner-takes-pips-rounded'];

type AddContradiction = (a: string, b: string, message: string) => void;

/** Contradictions among the table's own rules (players, tiles, drawing, scoring, board). */
function tableContradictions(r: Rules, add: AddContradiction): void {
  if (r.teams === 'pairs' && r.players !== 4)
    add('teams', 'players', 'Playing in pairs needs exactly four players.');
  if (r.players * r.tilesEach > 28)
    add(
      'players',
      'tilesEach',
      `${r.players} players with ${r.tilesEach} tiles each need more than the 28 tiles of the set.`,
    );
  if (r.drawing !== 'none' && !r.boneyard)
    add('drawing', 'boneyard', 'Drawing needs a boneyard to draw from.');
  if (r.handScoring === 'losers-write-count' && r.teams !== 'pairs')
    add(
      'handScoring',
      'teams',
      'Kozel counting (the losing pair writes its count) is for two pairs.',
    );
  if (r.muggins !== undefined && !scoresDuringPlay(r))
    add('muggins', 'playScoring', 'Claiming scores (muggins) needs points scored during play.');
  if (r.crossAfter !== undefined && r.board !== 'cross')
    add(
      'crossAfter',
      'board',
      'Tiles before the cross opens only mean something on the cross board.',
    );
}

/** Contradictions an agreement makes with the rules or another agreement. */
function agreementContradictions(r: Rules, add: AddContradiction): void {
  const a = r.agreements ?? {};
  if (a.blockedRound === 'redeal' && (!r.boneyard || r.players * r.tilesEach >= 28))
    add(
      'agreements.blockedRound',
      'boneyard',
      'A blocked round can only be dealt again when there is a boneyard, or the same hands would come back forever.',
    );
  if (a.cannotGo !== undefined && r.drawing === 'none')
    add(
      'agreements.cannotGo',
      'drawing',
      'How to draw when you cannot go needs drawing from a boneyard.',
    );
  if (a.buyWithMove === true && a.cannotGo !== 'draw-voluntary')
    add(
      'agreements.buyWithMove',
      'agreements.cannotGo',
      'Buying while holding a legal move needs drawing to be up to the player, since otherwise you only draw when you cannot go.',
    );
  const sevens = a.semyorka;
  if (sevens?.extraTurnAt !== undefined && sevens.extraTurnAt === sevens.drawTwoAt)
    add(
      'agreements.semyorka.extraTurnAt',
      'agreements.semyorka.drawTwoAt',
      'The same sum of the ends cannot both give another turn and make the next player draw two.',
    );
  const opening = a.opening;
  if (
    opening?.rule === 'named-double' &&
    (opening.double === undefined || !isDouble(opening.double))
  )
    add(
      'agreements.opening.rule',
      'agreements.opening.double',
      'A named double must name a double, such as 1-1.',
    );
  if (opening && opening.rule !== 'named-double' && opening.double !== undefined)
    add(
      'agreements.opening.double',
      'agreements.opening.rule',
      'A double is named only when the named double opens.',
    );
  if (a.recording === 'tile-pips' && r.playScoring !== 'none')
    add(
      'agreements.recording',
      'playScoring',
      'A play scores either the pips of the tile laid or the open ends, not both.',
    );
  if (a.blockedScoring === 'total-to-loser' && recordingOf(r) === 'leader-collects')
    add(
      'agreements.blockedScoring',
      a.recording ? 'agreements.recording' : 'handScoring',
      'The leader collects, so nobody writes points against the loser of a blocked round.',
    );
}

function contradictionsOf(r: Rules): Contradiction[] {
  const out: Contradiction[] = [];
  const add = (a: string, b: string, message: string) => out.push({ rules: [a, b], message });
  tableContradictions(r, add);
  agreementContradictions(r, add);
  // Issue 44: a match nobody can ever score in plays forever; name the rule holding every side at 0.
  const endless = endlessProblem(r);
  if (endless !== null) add('specials.minimumToOpen', 'target.score', endless);
  return out;
}

function inertOf(r: Rules): InertRule[] {
  const out: InertRule[] = [];
  const add = (rule: string, reason: string) => out.push({ rule, reason });
  const a = r.agreements ?? {};
  const s = r.specials;
  const recording = recordingOf(r);
  const playOnly = recording !== null && PLAY_ONLY_RECORDINGS.includes(recording);
  const winnerCollects =
    recording !== null
      ? COLLECTING_RECORDINGS.includes(recording)
      : WINNER_COLLECTS.includes(r.handScoring);
  if (s.eggs && winnerCollects)
    add('specials.eggs', 'Only games where the losers write their count lay eggs on a tied fish.');
  if (recording !== null ? playOnly : winnerCollects) {
    const reason = playOnly
      ? 'Points come only during play, so what is left in a hand is never counted.'
      : 'The winner collects raw pips, so a special count for a hand is never used.';
    if (s.loneBlank !== null) add('specials.loneBlank', reason);
    if (s.loneBoar !== null) add('specials.loneBoar', reason);
    if (s.blankAndBoar !== null) add('specials.blankAndBoar', reason);
  }
  // A boneyard matters only to draw from, or to deal a blocked round again (a contradiction above).
  if (r.boneyard && r.drawing === 'none' && a.blockedRound !== 'redeal')
    add(
      'boneyard',
      'Nobody draws in this game, so the tiles left over stay out of play, boneyard or not.',
    );
  if (a.lastTileDrawable !== undefined && r.drawing === 'none')
    add('agreements.lastTileDrawable', 'Nobody draws in this game, so no last tile is ever taken.');
  if (a.opening) {
    add('firstLead', 'The opening agreement decides who opens every hand.');
    add('laterLead', 'The opening agreement decides who opens every hand.');
    if (['heaviest-tile', 'any-tile'].includes(a.opening.rule))
      add(
        'agreements.opening.fallback',
        `"${a.opening.rule}" always decides, so its fallback is never needed.`,
      );
  }
  if (a.deals !== undefined)
    add('target.score', `The match is ${a.deals} deals, not a race to a score.`);
  if (a.roundTo === 5 && r.handScoring === 'winner-takes-pips-rounded')
    add('agreements.roundTo', 'This scoring already rounds to the nearest 5.');
  if (a.semyorka?.drawTwoAt !== undefined && r.drawing === 'none')
    add(
      'agreements.semyorka.drawTwoAt',
      'Nobody draws in this game, so "draw two" has nothing to draw from.',
    );
  const c = a.ceremonies;
  if (r.target.reaching === 'wins' && !s.baldFinish) {
    const reason =
      'Reaching the target wins in this game, so nobody loses as a goat to be renamed.';
    if (c?.admiral) add('agreements.ceremonies.admiral', reason);
    if (c?.snottyGoat) add('agreements.ceremonies.snottyGoat', reason);
  }
  if (c?.winnerToZero && !c.general && !c.admiral && !c.snottyGoat)
    add(
      'agreements.ceremonies.winnerToZero',
      'The winner goes back to zero only after a ceremony, and none is on.',
    );
  if (a.blockedRound === 'redeal' && s.eggs)
    add('specials.eggs', 'A blocked round is dealt again, so no tied fish lays eggs.');
  return [...out, ...recordingInert(r), ...doublesInert(r)];
}

/** Who records what, a blocked round's scoring, and the rules they leave with nothing to do. */
function recordingInert(r: Rules): InertRule[] {
  const out: InertRule[] = [];
  const add = (rule: string, reason: string) => out.push({ rule, reason });
  const a = r.agreements ?? {};
  const recording = recordingOf(r);
  const playOnly = recording !== null && PLAY_ONLY_RECORDINGS.includes(recording);
  if (a.recording !== undefined)
    add('handScoring', 'Who records what decides what every hand writes.');
  if (a.blockedScoring !== undefined) {
    if (recording === null)
      add(
        'agreements.blockedScoring',
        "This game's own scoring decides blocked rounds; choose who records what to use this rule.",
      );
    else if (a.blockedRound === 'redeal')
      add(
        'agreements.blockedScoring',
        'A blocked round is dealt again, so nothing is written for it.',
      );
    else if (playOnly)
      add(
        'agreements.blockedScoring',
        'Points come only during play: the end of a hand writes nothing.',
      );
  }
  if (playOnly && a.roundTo !== undefined)
    add(
      'agreements.roundTo',
      'Points come only during play: the end of a hand writes nothing to round.',
    );
  if (
    recording !== null &&
    COLLECTING_RECORDINGS.includes(recording) &&
    r.specials.minimumToOpen !== null
  )
    add(
      'specials.minimumToOpen',
      'A side collects its points here, so there is no first count of a loser for a minimum to hold back.',
    );
  return out;
}

/** Doubles lie across, off: what it leaves with nothing to do. */
function doublesInert(r: Rules): InertRule[] {
  if (r.agreements?.doublesAcross !== false) return [];
  if (r.board === 'trains')
    return [
      {
        rule: 'agreements.doublesAcross',
        reason:
          'Every train grows from the opening tile whatever it is; no other double opens anything.',
      },
    ];
  if (r.crossAfter !== undefined)
    return [{ rule: 'crossAfter', reason: 'Doubles are laid in line, so the cross never opens.' }];
  return [];
}

/** Every contradiction and every inert rule of `rules` (fields already of the right types). */
export function validateRules(rules: Rules): RulesVerdict {
  return { contradictions: contradictionsOf(rules), inert: inertOf(rules) };
}
