// The engine vocabulary the protocol needs, in one place. Re-exported from @boneyard/engine so that
// the wire schemas and the engine cannot drift apart.
export {
  BOT_LEVELS,
  END_IDS,
  ERROR_CODES,
  PHASES,
  MUGGINS_MODES,
  PRESET_IDS,
  type Action,
  type BotLevel,
  type GameEvent,
  type Muggins,
  type PendingScore,
  type MatchResult,
  type PlayedHand,
  type PresetId,
  type Rules,
  type SeatView,
  type Tile,
} from '@boneyard/engine';
