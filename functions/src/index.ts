// Only wiring: each export is one deployed function, defined in its own module.
import { setGlobalOptions } from 'firebase-functions/v2';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export { health } from './health.js';
