// The hand result as one sentence for a screen reader: who went out (or the fish), each seat's
// pips, what each side wrote and its new total. The panel shows the same facts.
import type { HandResult, SeatView } from '@boneyard/engine';
import type { MessageKey } from '../i18n/en.ts';
import { sideLabel } from './sides.ts';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function resultSpeech(
  t: Translate,
  view: Pick<SeatView, 'sides' | 'seat'>,
  handNumber: number,
  result: HandResult,
  names: readonly string[],
): string {
  const how =
    result.kind === 'domino' && result.by !== null
      ? t('handEnd.domino', { name: names[result.by] ?? '' })
      : t('handEnd.fish');
  const pips = result.pips.map((p, seat) =>
    t('speech.seatPips', { name: names[seat] ?? '', pips: p }),
  );
  const written = view.sides.map((_seats, side) => {
    const points = result.points[side] ?? 0;
    return t('speech.sideWritten', {
      side: sideLabel(t, view.sides, side, view.seat, names),
      written: points > 0 ? t('handEnd.written', { points }) : t('handEnd.nothing'),
      total: result.totals[side] ?? 0,
    });
  });
  return [t('handEnd.title', { number: handNumber }), how, pips.join(', '), written.join('. ')]
    .map((part) => part.replace(/[.!]$/, ''))
    .join('. ')
    .concat('.');
}
