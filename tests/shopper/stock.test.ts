import { stockSuite } from './stock-suite';

stockSuite('PGlite', async () => ({ env: {} }));
