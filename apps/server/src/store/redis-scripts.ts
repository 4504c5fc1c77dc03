// The Redis store's Lua scripts (redis.ts defines them on the client): each change, the expiry
// tick, slots and records are one script, so each is atomic and one round trip. Every key a script
// touches shares one hash tag, so they run on Redis Cluster too (store/keys.ts has the layout).

// KEYS: room, the shard's expiries. ARGV: room JSON, ttl ms, expiry time (ms), code.
export const CREATE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'v', 0, 's', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4])
return 1`;

// KEYS: room, log, actions, deadlines, process registry, expiries. ARGV: expectVersion, actionId
// ('' = none), the room's live part as JSON (room.ts `liveJson`), events JSON, ttl ms, deadline
// ('' = none), code, log length, then the parts written only when they changed ('' = unchanged):
// finished hands, key prefix of the per-process room index and the process ids added to / removed
// from the room's seats (space-separated) come between them for historical reasons: ARGV[9]
// finished hands, ARGV[10] index prefix, ARGV[11] added, ARGV[12] removed, ARGV[13] rules,
// ARGV[14] seats, ARGV[15] revealed deals, ARGV[16] when the keys expire (ms, the expiries index).
// The indexes move with the room in the same script, so they never miss a room a process holds. Commands are kept to what a move needs: the log is trimmed only once it is
// over its length, the action ids' TTL is set only when one is written.
export const COMMIT_SCRIPT = `
if ARGV[2] ~= '' then
  local previous = redis.call('HGET', KEYS[3], ARGV[2])
  if previous then return {'duplicate', previous} end
end
local current = redis.call('HGET', KEYS[1], 'v')
if not current or tonumber(current) ~= tonumber(ARGV[1]) then return {'conflict', ''} end
local version = tonumber(current) + 1
local fields = {'v', version, 's', ARGV[3]}
if ARGV[9] ~= '' then table.insert(fields, 'h'); table.insert(fields, ARGV[9]) end
if ARGV[13] ~= '' then table.insert(fields, 'u'); table.insert(fields, ARGV[13]) end
if ARGV[14] ~= '' then table.insert(fields, 'p'); table.insert(fields, ARGV[14]) end
if ARGV[15] ~= '' then table.insert(fields, 'r'); table.insert(fields, ARGV[15]) end
redis.call('HSET', KEYS[1], unpack(fields))
local length = redis.call('RPUSH', KEYS[2], '{"version":' .. version .. ',"events":' .. ARGV[4] .. '}')
if length > tonumber(ARGV[8]) then redis.call('LTRIM', KEYS[2], -tonumber(ARGV[8]), -1) end
if ARGV[2] ~= '' then
  redis.call('HSET', KEYS[3], ARGV[2], '{"version":' .. version .. '}')
  redis.call('PEXPIRE', KEYS[3], ARGV[5])
end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
redis.call('ZADD', KEYS[6], ARGV[16], ARGV[7])
if ARGV[6] == '' then redis.call('ZREM', KEYS[4], ARGV[7]) else redis.call('ZADD', KEYS[4], ARGV[6], ARGV[7]) end
for id in string.gmatch(ARGV[11], '%S+') do
  redis.call('SADD', ARGV[10] .. id, ARGV[7])
  redis.call('SADD', KEYS[5], id)
end
for id in string.gmatch(ARGV[12], '%S+') do redis.call('SREM', ARGV[10] .. id, ARGV[7]) end
return {'ok', tostring(version)}`;

// KEYS: the process's room index, the registry. ARGV: process id. A dead process leaves the
// registry only once no room lists it (a late commit of it would have re-registered it).
export const FORGET_PROCESS_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('SREM', KEYS[2], ARGV[1])
return 1`;

// The expiry tick of one shard. KEYS: expiries, deadlines, process registry. ARGV: now (ms), batch,
// index prefix of rooms per process, the room key around the code. Room keys expire by their own
// TTL; this takes the rooms whose time passed out of the shard's indexes (deadlines, rooms per
// process — any registered process may be listed). A room whose key is still there (a clock
// ahead of Redis's) is moved to its real expiry instead. PTTL answers 0 for a key in its last
// millisecond (Redis expires a key only once its time is strictly past): that room is still there
// and is retried on a later tick — dropping it from the index then would leave its entries in the
// rooms-per-process sets and the deadlines for good.
export const EXPIRE_SCRIPT = `
local codes = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
if #codes == 0 then return 0 end
local ids = redis.call('SMEMBERS', KEYS[3])
local removed = 0
for _, code in ipairs(codes) do
  local left = redis.call('PTTL', ARGV[4] .. code .. ARGV[5])
  if left >= 0 then
    redis.call('ZADD', KEYS[1], tonumber(ARGV[1]) + math.max(left, 1), code)
  else
    redis.call('ZREM', KEYS[1], code)
    if left == -2 then
      redis.call('ZREM', KEYS[2], code)
      for _, id in ipairs(ids) do redis.call('SREM', ARGV[3] .. id, code) end
      removed = removed + 1
    end
  end
end
return removed`;

// KEYS: the set (a sorted set scored by each member's time). ARGV: now, member, until, limit (-1:
// none). The key expires with its last member.
export const CLAIM_SLOT_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local listed = redis.call('ZSCORE', KEYS[1], ARGV[2])
local limit = tonumber(ARGV[4])
if not listed and limit >= 0 and redis.call('ZCARD', KEYS[1]) >= limit then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[2])
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', KEYS[1], math.floor(tonumber(last[2])) + 1)
return 1`;

export const RECORD_SCRIPT = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
local latest = tonumber(redis.call('HGET', KEYS[1], 'latest') or '0')
if tonumber(ARGV[1]) > latest then redis.call('HSET', KEYS[1], 'latest', ARGV[1]) end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;
