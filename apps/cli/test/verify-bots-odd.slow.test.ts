// The full honesty run, tables 1, 3, 5, … (verify-bots-slow.ts); the even ones in the other file,
// so the slow tier's two workers share the run.
import { verifyBotsOfTables } from './verify-bots-slow.ts';

verifyBotsOfTables(1);
