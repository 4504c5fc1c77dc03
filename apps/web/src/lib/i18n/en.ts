// The English catalogue is the source of keys; ru.ts must provide every one of them (the type
// checker and a unit test enforce it). `{name}` placeholders are filled by t(). The table's own
// strings are in en-table.ts.
import { enTable } from './en-table.ts';

export const en = {
  'app.name': 'Boneyard',
  'app.tagline': 'Dominoes with friends — fair deals you can check',
  'offline.short': 'No network: rooms need it; games against bots and hot-seat still play.',
  'app.language': 'Language',
  'app.home': 'Home',
  'app.skip': 'Skip to content',

  'preset.draw': 'Draw game',
  'preset.block': 'Block game',
  'preset.kozel': 'Kozel',
  'preset.kozyol': 'Free Kozel',
  'preset.telephone': 'Telephone',
  'preset.all-fives': 'All Fives',
  'preset.osyol': 'Osyol (cross)',
  'preset.kozyol-table': 'Kozel with a boneyard',
  'preset.semyorka': 'Semyorka',
  'preset.telefon': 'House',
  'preset.trains': 'Trains',
  'card.draw':
    'Match numbers to extend the line. 7 tiles each with 2 players, 5 with 3–4; if nothing fits, draw from the boneyard until something does. Going out scores the pips left in the other hands. First to the target wins.',
  'card.block':
    'Like the draw game, but there is nothing to draw: if nothing fits you knock and pass. A blocked line is won by the lowest hand, which scores the others’ pips minus its own. First to the target wins.',
  'card.kozel':
    'Four players in two pairs, 7 tiles each, no boneyard. 1-1 leads the first hand. Points are penalties: the pair that loses a hand takes its pips (a lone 0-0 counts 25, a lone 6-6 50). A tied fish lays eggs for the next loser. Under 13 on an empty score is not written. The pair reaching 101 are the goats.',
  'card.kozyol':
    'Kozel for 2–4, in pairs or every player for themselves. 7 tiles each, 1-1 (else the lowest double) leads. Every losing side writes its own pips; 0-0 = 25, 6-6 = 50, both = 75. Eggs on a tied fish. Whoever reaches 101 is the goat.',
  'card.telephone':
    'All Fives the Russian way: 7 tiles each, 2-3 leads the first hand and the lead passes round. Open ends adding up to a multiple of 5 score that sum; only a 5-5 lead scores. Going out scores the others’ pips to the nearest 5.',
  'card.all-fives':
    'Muggins: 7/6/5 tiles, the heaviest double leads. The first covered double is the spinner with four arms. A multiple of 5 on the open ends scores it — claim it in strict mode, or an opponent may steal it.',
  'card.kozyol-table':
    'Kozel for 2–4 with the usual table agreements: 7 tiles each, a boneyard at 2–3 players (draw until you can go), the lowest double opens (else the heaviest tile), a blocked round counts, losers write their own pips, 101 loses.',
  'card.semyorka':
    'The table game with a boneyard and Semyorka’s sums: when the open ends add up to 7 you go again; when they add up to 12 the next player draws two. Losers write their own pips; 101 loses.',
  'card.osyol':
    'The cross: the line runs both ways from the first double, then two more arms open off it. Losers write their own pips; 101 loses.',
  'card.telefon':
    'The house: all four arms open at once off the opening double. Losers write their own pips; 101 loses.',
  'card.trains':
    'A train for each player and one for the table. Feed yours and the table’s; when you cannot go, yours is open to everybody until you play on it again. 101 loses.',
  'rules.full': 'Full rules',
  'rules.title': 'Rules: {game}',
  'rules.missing':
    'The full rules for this game are not written yet. The rule card above says how it is played.',
  'rules.back': 'Back',
  'page.notFound': "There is no page at this address. A room's link looks like /r/ABCD23.",
  'page.error': 'Something went wrong: {message}',
  'page.notFoundTitle': 'Page not found',
  'page.errorTitle': 'Error',
  'rules.unknownTitle': 'No such game',
  'rules.unknown': 'Boneyard has no game called “{name}”. These are the games it plays:',
  'play.none':
    'No game is saved on this device. Start one from the home page: against bots, or hot-seat with friends.',

  'home.setup': 'Choose a game',
  'home.create': 'Play online with friends',
  'home.createHint': 'You get a code and a link to share; empty seats can be bots.',
  'home.game': 'Game',
  'home.players': 'Players',
  'home.teams': 'Teams',
  'home.pairs': 'Pairs',
  'home.ffa': 'Every player for themselves',
  'home.target': 'Target',
  'home.bots': 'Bots',
  'home.botSeats': 'Seats filled by bots',
  'home.botLevel': 'Bot level',
  'home.yourName': 'Your name',
  'home.namePlaceholder': 'Name',
  'home.createButton': 'Create a room',
  'home.creating': 'Creating…',
  'home.join': 'Join a room',
  'name.atLimit': '{max} characters at most: a name can be no longer.',
  'home.code': 'Room code or link',
  'home.joinButton': 'Join',
  'home.local': 'Play on this device',
  'home.vsBots': 'Play against bots',
  'home.hotseat': 'Hot-seat on this device',
  'home.localHint': 'Runs entirely in your browser — no server needed for moves.',
  'home.resume': 'Resume the game on this device',
  'home.verify': 'Verify a match record',
  'home.badCode': 'Paste the room’s link, or type its code: 4–8 letters and digits.',
  'home.serverDown': 'The server did not answer. Local games still work.',

  'level.easy': 'easy',
  'level.normal': 'normal',
  'level.hard': 'hard',
  'level.expert': 'expert',

  'lobby.take': 'Sit here',
  'lobby.you': 'you',
  'lobby.bot': 'bot · {level}',
  'lobby.remove': 'Remove',
  'lobby.removeAsk': 'Remove {name} from the table?',
  'lobby.removeYes': 'Yes, remove',
  'lobby.cancel': 'Cancel',

  ...enTable,

  'hotseat.pass': 'Pass the device to {name}',
  'hotseat.hidden': 'The hands are hidden so nobody peeks.',
  'hotseat.ready': 'I am {name} — show my tiles',
  'hotseat.setup': 'Players at this device',
  'hotseat.player': 'Player {n}',
  'hotseat.names': 'Player names',
  'hotseat.nameOf': 'Name of player {n}',

  'hints.tag': 'First game:',
  'hints.play':
    'your turn. The raised tiles fit an open end of the line (their number matches the end): tap one to play it. A tile that fits both ends asks which end.',
  'hints.drew':
    'nothing in your hand fitted either end, so you took a tile from the boneyard. You keep drawing until one fits or the boneyard is empty.',
  'hints.knock':
    'nothing in your hand fitted either end and this game has no boneyard to draw from, so you knocked: the turn passes.',
  'hints.score':
    'the hand is over. The score sheet (beside the table, or below it on a phone) has a row per hand: the points written for each side, with the running total below them; {target}.',
  'hints.ok': 'Got it',
  'hints.off': 'No more hints',
  'hints.show': 'Tip',

  'verify.seat': 'Seat {n}',
  'verify.botSeat': 'Bot {n} · {level}',

  'tile.double': 'double {a}',
  'tile.pair': '{a}–{b}',
  'tile.back': 'face-down tile',
  'num.0': 'blank',
  'num.1': 'one',
  'num.2': 'two',
  'num.3': 'three',
  'num.4': 'four',
  'num.5': 'five',
  'num.6': 'six',

  'error.generic': 'Something went wrong: {error}',
  'error.notYourTurn': 'It is not your turn.',
  'error.stale': 'The table changed — refreshed.',
  'error.tooManyRooms':
    'This address already has as many open rooms as it may. Unused rooms close by themselves; try again later.',
  'error.tooManyBotRooms':
    'This address already has as many matches with bots under way as it may. Finish or leave one, then start this one.',
  'error.serverFull': 'The server is full right now. Please try again later.',

  // Agreements editor (issue 9)
  'note.rounded': 'rounded to {points}',
  'note.move-cap': 'move limit reached: scored as a blocked round',
  'note.redealt': 'blocked: dealt again, nothing written',
  'home.agreements': 'Agreements: build your own rule set',
  'agreements.custom': 'custom: based on {game}',
  'agreements.presetValue': '{game}: {value}',
  'agreements.differs': 'Agreements that differ from {game}',
  'agreements.sameAsPreset': 'This set is exactly {game}.',
  'agreements.editLink': 'Open in the agreements editor',
  'match.ceremony.general': 'General! {names} closed the match in style.',
  'match.ceremony.admiral': 'Admiral: {names} — the match closed on 0:0 and 6:6.',
  'match.ceremony.snotty-goat': 'Snotty goat: {names} — the match closed on the blank.',
  'match.ceremony.winner-to-zero': 'The winners go back to zero.',
} as const;

export type MessageKey = keyof typeof en;
