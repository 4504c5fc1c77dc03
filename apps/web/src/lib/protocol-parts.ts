// The parts of @boneyard/protocol the table and lobby use, in one module that lib/protocol.ts
// imports on demand. Naming them here (rather than importing the package's namespace) lets the
// bundler leave out every other schema and the record verifier.
export {
  buildMatchRecord,
  CreateRoomReplySchema,
  HttpErrorSchema,
  PlayerNameSchema,
  RoomInfoReplySchema,
} from '@boneyard/protocol';
