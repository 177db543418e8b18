import { checkoutSuite } from './checkout-suite';

checkoutSuite('PGlite', async () => ({ env: {} }));
