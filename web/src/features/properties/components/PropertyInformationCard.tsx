import { coOwners, formatAddress, ownerFullName } from '@lakeside/domain';
import { useDefinitionListStyles } from '@/components/definitionList';
import { TitledCard } from '@/components/TitledCard';
import type { PropertyRecord } from '../api/properties';

/** Spec §2 My account: the property's address and its co-owners (the other owners, by name). */
export function PropertyInformationCard({ property, uid }: { property: PropertyRecord; uid: string }) {
  const details = useDefinitionListStyles();
  const others = coOwners(property.owners, uid);
  return (
    <TitledCard title="Property Information">
      <dl className={details.list}>
        <dt>Address</dt>
        <dd>{formatAddress(property)}</dd>
        <dt>Co-owners</dt>
        <dd>{others.length === 0 ? 'None' : others.map(ownerFullName).join(', ')}</dd>
      </dl>
    </TitledCard>
  );
}
