// The JSON-only packet encoder (src/socket/encoder.ts) must write exactly what socket.io's stock
// encoder writes for every non-binary packet, so clients with the stock parser read it unchanged.
import { Encoder as StockEncoder, PacketType, type Packet } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { Encoder } from '../src/socket/encoder.ts';

const packets: Packet[] = [
  {
    type: PacketType.EVENT,
    nsp: '/',
    data: ['update', { version: 3, patch: [{ p: ['view', 'turn'], v: 2 }], text: 'é "q" \u2028' }],
  },
  {
    type: PacketType.EVENT,
    nsp: '/',
    data: ['snapshot', { version: 1, view: null, list: [1, null, 'x'], gone: undefined }],
    id: 7,
  },
  { type: PacketType.ACK, nsp: '/', id: 12, data: [{ ok: true, value: { version: 9 } }] },
  {
    type: PacketType.ACK,
    nsp: '/admin',
    id: 0,
    data: [{ ok: false, error: { code: 'stale', message: 'x' } }],
  },
  { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
  { type: PacketType.CONNECT_ERROR, nsp: '/', data: { message: 'no' } },
  { type: PacketType.DISCONNECT, nsp: '/' },
];

describe('JSON-only socket.io encoder', () => {
  it('writes the same text as the stock encoder', () => {
    const ours = new Encoder();
    const stock = new StockEncoder();
    for (const packet of packets) expect(ours.encode(packet)).toEqual(stock.encode(packet));
  });
});
