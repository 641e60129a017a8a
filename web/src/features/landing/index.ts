// The landing feature's public API: the public one-page site (spec §2 Landing page). Its
// pre-rendered top for index.html (prerenderShell.tsx) is loaded by path at build time.
export { Landing } from './components/Landing';
export { ContactDeliveryContext, type SendContactMessage } from './contactDelivery';
