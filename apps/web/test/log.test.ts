// The hand log: rebuilt from public moves for someone who arrives mid-hand, and rendered in the
// language shown now.
import { viewFor, apply, legalActions } from '@boneyard/engine';
import { describe, expect, test } from 'vitest';
import { logEntry, logFromMoves } from '../src/lib/game/log.ts';
import { seatName, type LocalConfig } from '../src/lib/game/local-config.ts';
import { en, type MessageKey } from '../src/lib/i18n/en.ts';
import { format } from '../src/lib/i18n/format.ts';
import { ru } from '../src/lib/i18n/ru.ts';
import { logText } from '../src/lib/table/log-text.ts';
import { dealtHand } from './support/dealt.ts';

function startedHand() {
  let state = dealtHand('block', 2, 7, 'TEST');
  // Three more moves, whatever is legal first.
  for (let i = 0; i < 3 && state.phase === 'playing' && state.hand; i++) {
    const seat = state.hand.turn;
    const action = legalActions(state, seat)[0];
    if (!action) break;
    const next = apply(state, seat, action);
    if (!next.ok) throw new Error(next.message);
    state = next.value.state;
  }
  return state;
}

describe('logFromMoves', () => {
  test('one line for the deal, one per move, and whose turn it is', () => {
    const state = startedHand();
    const hand = viewFor(state, null).hand;
    if (!hand) throw new Error('no hand');
    const log = logFromMoves(hand, null);
    expect(log[0]?.key).toBe('log.dealt');
    expect(log[0]?.params).toMatchObject({ number: 1 });
    const moves = log.slice(1, 1 + hand.moves.length);
    expect(moves).toHaveLength(hand.moves.length);
    expect(['log.led', 'log.autoLed']).toContain(moves[0]?.key);
    for (const [i, line] of moves.entries()) {
      const move = hand.moves[i];
      if (move && 'play' in move) expect(line.params.tile).toBe(move.play);
      if (move && 'pass' in move) expect(line.key).toBe('log.passed');
    }
    if (state.phase === 'playing') expect(log[log.length - 1]?.key).toBe('log.turn');
  });
});

// A line is data (seat, end, arm), rendered when shown: switching the language mid-hand re-renders
// old lines too, with the seats' names as they read now (a default "Bot 2" becomes «Бот 2»).
describe('log lines in the language shown now', () => {
  const inEnglish = (key: MessageKey, params: Record<string, string | number> = {}) =>
    format(en[key], params);
  const inRussian = (key: MessageKey, params: Record<string, string | number> = {}) =>
    format(ru[key], params);
  const config: LocalConfig = {
    mode: 'bots',
    preset: 'draw',
    players: 3,
    pairs: false,
    target: 100,
    names: ['', '', ''],
    bots: [null, 'normal', 'normal'],
  };
  const namesIn = (tr: typeof inEnglish) => [0, 1, 2].map((seat) => seatName(config, seat, tr));

  test('a line made in English reads in Russian after a switch, names and ends included', () => {
    const drew = logEntry({ type: 'drew', seat: 1, tile: null, left: 5 }, 0);
    const played = logEntry({ type: 'played', seat: 2, tile: '3-5', end: 'left', auto: false }, 0);
    const onto = logEntry({ type: 'played', seat: 0, tile: '6-6', end: 'up', auto: false }, 0);
    if (!drew || !played || !onto) throw new Error('no line');
    expect(logText(inEnglish, drew, namesIn(inEnglish), 'en')).toBe('Bot 2 drew a tile');
    expect(logText(inRussian, drew, namesIn(inRussian), 'ru')).toBe('Бот 2 берёт кость из базара');
    expect(logText(inEnglish, played, namesIn(inEnglish), 'en')).toBe(
      'Bot 3 played 3-5 on the left',
    );
    expect(logText(inRussian, played, namesIn(inRussian), 'ru')).toBe('Бот 3: 3-5 на левый конец');
    expect(logText(inRussian, onto, namesIn(inRussian), 'ru')).toBe('Игрок 1: 6-6 вверх');
    // Nothing in the stored line is in a language.
    expect(JSON.stringify([drew, played, onto])).not.toMatch(/Bot|Бот|Player|left конец/);
  });

  test('default names follow the language; a typed name stays as typed', () => {
    const hotseat: LocalConfig = {
      ...config,
      mode: 'hotseat',
      names: ['Маша', '', ''],
      bots: [null, null, 'easy'],
    };
    expect([0, 1, 2].map((seat) => seatName(hotseat, seat, inEnglish))).toEqual([
      'Маша',
      'Player 2',
      'Bot 3',
    ]);
    expect([0, 1, 2].map((seat) => seatName(hotseat, seat, inRussian))).toEqual([
      'Маша',
      'Игрок 2',
      'Бот 3',
    ]);
  });
});
