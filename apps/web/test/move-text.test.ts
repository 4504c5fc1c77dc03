// A recorded move in words on /replay and in the coach's verdicts: at a line's ends "on the left"
// / «на левый конец», as the hand log says it; on other arms their names ("on the up arm",
// "on Boris's train") — once "on the up" and «конец: левый». And the seats: a record names every
// bot "Bot (normal)"; the replay names it by seat and level in the language shown.
import type { MoveRecord } from '@boneyard/protocol';
import { describe, expect, test } from 'vitest';
import { switchingLanguages } from './support/languages.ts';
import { i18n } from '../src/lib/i18n/i18n.svelte.ts';
import { moveShort, moveWords } from '../src/lib/replay/move-text.ts';
import { recordNames, savedNames } from '../src/lib/replay/seat-names.ts';

const NAMES = ['Anna', 'Boris'];
const atEnd: MoveRecord = { seat: 0, play: '2-5', end: 'left' };
const onArm: MoveRecord = { seat: 0, play: '5-5', end: 'up' };
const onTrain: MoveRecord = { seat: 0, play: '1-3', end: 'train-1' };
const lead: MoveRecord = { seat: 1, play: '6-6' };

switchingLanguages();

describe('where a tile went', () => {
  test('in English', async () => {
    await i18n.set('en');
    expect(moveWords(atEnd, NAMES)).toBe('Anna plays two–five on the left');
    expect(moveShort(atEnd, NAMES)).toBe('two–five on the left');
    expect(moveShort(onArm, NAMES)).toBe('double five on the up arm');
    expect(moveWords(onTrain, NAMES)).toBe("Anna plays one–three on Boris's train");
    expect(moveWords(lead, NAMES)).toBe('Boris plays double six');
  });

  test('in Russian', async () => {
    await i18n.set('ru');
    expect(moveWords(atEnd, NAMES)).toBe('Anna ставит два–пять на левый конец');
    expect(moveShort(atEnd, NAMES)).toBe('два–пять на левый конец');
    expect(moveShort(onArm, NAMES)).not.toMatch(/конец|up/);
    expect(moveWords(onTrain, NAMES)).toMatch(/^Anna ставит один–три .*Boris/);
  });
});

describe('who played', () => {
  const seats = [
    { name: 'Anna', bot: false },
    { name: 'Bot (hard)', bot: true, level: 'hard' as const },
    { name: '', bot: false },
  ];
  test('bots by seat and level in the language shown, people by name', async () => {
    await i18n.set('en');
    expect(recordNames(seats)).toEqual(['Anna', 'Bot 2 · hard', 'Seat 3']);
    await i18n.set('ru');
    expect(recordNames(seats)).toEqual(['Anna', 'Бот 2 · сильный', 'Место 3']);
    expect(savedNames({ seats })).toEqual(recordNames(seats));
    expect(savedNames('not a record')).toBeNull();
  });
});
