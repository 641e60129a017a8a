/** Where every function runs; the web app's functions client uses the same region. */
export const REGION = 'us-central1';
