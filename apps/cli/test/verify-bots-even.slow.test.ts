// The full honesty run, tables 0, 2, 4, … (verify-bots-slow.ts); the odd ones in the other file,
// so the slow tier's two workers share the run.
import { verifyBotsOfTables } from './verify-bots-slow.ts';

verifyBotsOfTables(0);
