// The record's format and deal-algorithm names. Apart from schema.ts so that building a record
// (which a browser does after a bot game) does not load the schema and, through its rule set,
// the engine's rules validator.
export const RECORD_FORMAT = 'boneyard-match-v1';
export const RECORD_DEAL_ALGORITHM = 'boneyard/deal/v1';
