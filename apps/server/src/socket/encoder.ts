// Socket.IO's packet encoder without the binary walk. The stock encoder walks every event and ack
// (`hasBinary`, every key of a ~0.3–2 KB frame) looking for Buffers before it stringifies it — a
// few percent of the server's time per move in the profile (docs/server.md). Boneyard never sends
// binary: every message is plain JSON checked by the protocol's schemas, so this encoder writes
// the same text the stock one writes for a non-binary packet, and clients keep the stock parser.
import { Decoder, Encoder as StockEncoder, PacketType, type Packet } from 'socket.io-parser';

const stock = new StockEncoder();

export class Encoder {
  encode(packet: Packet): string[] {
    if (packet.type !== PacketType.EVENT && packet.type !== PacketType.ACK)
      return stock.encode(packet) as string[];
    // socket.io-parser's encodeAsString for EVENT/ACK: type, namespace unless "/", id, JSON data.
    let text = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id != null) text += packet.id;
    if (packet.data != null) text += JSON.stringify(packet.data);
    return [text];
  }
}

/** For `new Server(…, { parser })`: this encoder, the stock decoder. */
export const jsonOnlyParser = { Encoder, Decoder };
