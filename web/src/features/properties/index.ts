// The properties feature's public API: the board's Property Management screen (properties and
// their owners), and for the resident's pages their own properties, live, and the Property
// Information card; for the payments desk's charge dialog, every property by address.
export {
  listPropertiesByAddress,
  ownersOfProperties,
  watchOwnedProperties,
  type PropertyRecord,
} from './api/properties';
export { PropertyInformationCard } from './components/PropertyInformationCard';
export { PropertyManagement } from './components/PropertyManagement';
