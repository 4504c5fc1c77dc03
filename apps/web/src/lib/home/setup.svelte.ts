// The home screen's choices for a new game, and what they make: a room request for the server or
// a set-up for a game on this device. Kept apart from the page so the form's parts
// (GamePicker, TableChoices) share one state and the page stays layout.
import {
  DEFAULT_MUGGINS_WINDOW_MS,
  PRESETS,
  presetRules,
  type BotLevel,
  type MugginsMode,
  type PresetId,
} from '@boneyard/engine';
import { defaultTurnSeconds, type CreateRoomRequest, type TurnSeconds } from '@boneyard/protocol';
import { t } from '../i18n/i18n.svelte.ts';
import type { LocalConfig, LocalMode } from '../game/local-config.ts';
import { savedName } from '../online/storage.ts';

export class HomeSetup {
  preset = $state<PresetId>('kozel');
  players = $state(4);
  /** What was chosen for 4 players where pairs are optional (kept while 2 or 3 are chosen). */
  pairs = $state(true);
  target = $state(100);
  botSeats = $state(0);
  muggins = $state<MugginsMode>('lenient');
  mugginsWindowMs = $state(DEFAULT_MUGGINS_WINDOW_MS);
  botLevel = $state<BotLevel>('normal');
  name = $state(savedName());
  /** Online rooms: seconds per move, or null for the chosen game's default (issue 48). */
  turnChoice = $state<TurnSeconds | null>(null);
  readonly turnSeconds = $derived<TurnSeconds>(this.turnChoice ?? defaultTurnSeconds(this.preset));
  /** Online rooms: free-text chat at the table (reactions are always there). */
  chat = $state(true);
  /** Hot-seat names of seats 2…4 ('' = "Player N"). */
  otherNames = $state(['', '', '']);

  readonly info = $derived(PRESETS[this.preset]);
  readonly pairsAllowed = $derived(
    this.info.pairs === 'always' || (this.info.pairs === 'optional' && this.players === 4),
  );
  readonly usePairs = $derived(this.info.pairs === 'always' || (this.pairsAllowed && this.pairs));
  readonly hasMuggins = $derived((this.info.options as readonly string[]).includes('muggins'));
  /** Kozel and Kozyol are lost by going over the target: the label says so, in the table's words. */
  readonly targetLoses = $derived.by(() => {
    const rules = presetRules(this.preset, {
      players: this.players,
      pairs: this.usePairs,
      target: this.target,
    });
    return rules.ok && rules.value.target.reaching === 'loses';
  });

  /** Keeps the choices inside what the chosen game allows (run from an effect). */
  clamp(): void {
    const { players, targets, defaultTarget } = this.info;
    if (!players.includes(this.players)) this.players = players[players.length - 1] ?? 4;
    if (!targets.includes(this.target)) this.target = defaultTarget;
    if (this.botSeats > this.players - 1) this.botSeats = this.players - 1;
  }

  /** The name this player goes by ("Player 1" when the field is empty). */
  get host(): string {
    return this.name.trim() || t('hotseat.player', { n: 1 });
  }

  /** Telephone / All Fives only: the Muggins mode and its claim window. */
  private get mugginsRules() {
    if (!this.hasMuggins) return {};
    return this.muggins === 'lenient'
      ? { muggins: this.muggins }
      : { muggins: this.muggins, mugginsWindowMs: this.mugginsWindowMs };
  }

  /** Bots sit in the last seats; the host always has seat 0. */
  private isBotSeat(seat: number): boolean {
    return seat > 0 && seat >= this.players - this.botSeats;
  }

  roomRequest(): CreateRoomRequest {
    const { preset, players, usePairs: pairs, target } = this;
    return {
      name: this.host,
      rules: { preset, players, pairs, target, ...this.mugginsRules },
      seats: Array.from({ length: players }, (_, seat) => ({
        bot: this.isBotSeat(seat) ? this.botLevel : null,
      })),
      hostSeat: 0,
      // The chosen level also plays for anyone who drops out mid-match.
      standIn: this.botLevel,
      turnSeconds: this.turnSeconds,
      chat: this.chat,
    };
  }

  /** "Play vs bots": every other seat a bot; "hot-seat": the last `botSeats` seats are. */
  localConfig(mode: LocalMode): LocalConfig {
    const bots = Array.from({ length: this.players }, (_, seat) =>
      (mode === 'bots' ? seat > 0 : this.isBotSeat(seat)) ? this.botLevel : null,
    );
    // Only typed names: the table names the others ("Player 2", "Bot 3") in the language shown.
    const names = bots.map((bot, seat) =>
      seat === 0 ? this.name.trim() : bot ? '' : (this.otherNames[seat - 1]?.trim() ?? ''),
    );
    return {
      mode,
      preset: this.preset,
      players: this.players,
      pairs: this.usePairs,
      target: this.target,
      names,
      bots,
      ...(this.hasMuggins ? { muggins: this.muggins, mugginsWindowMs: this.mugginsWindowMs } : {}),
    };
  }
}
