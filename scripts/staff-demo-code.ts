// `npm run staff:demo-code`: the demo owner's current TOTP code (development), from the data directory.
import { loadConfig } from '../server/config';
import { demoOwnerCredentials } from '../server/staff/demo';
import { totpCode } from '../server/staff/totp';

const config = loadConfig();
const { email, totpSecret } = demoOwnerCredentials(config.dataDir);
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totpCode(totpSecret)}  (${email}; valid ${left} s more)`);
