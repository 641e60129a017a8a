import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ownerFullName, PROPERTY_TEXTS } from '@lakeside/domain';
import { useId, useState } from 'react';
import type { PropertyRecord } from '../api/properties';
import { PROPERTY_LIST_TEXTS as T } from '../texts';
import { lazyDialog } from '@/components/form/lazyDialog';
import { RemoveOwnerTrigger } from './PropertyDialogButtons';

// The confirmation's dialog code loads after the page's table, its button meanwhile
// stands in, disabled: the page's first screen is the list.
const RemoveOwnerButton = lazyDialog(
  () => import('./RemoveOwnerButton').then((module) => module.RemoveOwnerButton),
  ({ owner, streetAddress }) => <RemoveOwnerTrigger owner={owner} streetAddress={streetAddress} disabled />,
);

/** How many owners a row shows before 'Show all N owners': a family, not a list of 20 lines. */
const OWNERS_SHOWN = 3;

const useStyles = makeStyles({
  // one owner per line, each with its remove button beside the name
  owners: { listStyle: 'none', margin: 0, padding: 0 },
  owner: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  more: { paddingInline: 0, minWidth: 0 },
});

interface OwnerListProps {
  property: PropertyRecord;
  onRemove: (propertyId: string, uid: string) => Promise<void>;
}

/** A property's owners, each with Remove; a long list folds after the first three. */
export function OwnerList({ property, onRemove }: OwnerListProps) {
  const styles = useStyles();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { owners } = property;
  if (owners.length === 0) return <>{PROPERTY_TEXTS.noOwners}</>;
  const folds = owners.length > OWNERS_SHOWN + 1; // folding one name away would save nothing
  const shown = folds && !expanded ? owners.slice(0, OWNERS_SHOWN) : owners;
  return (
    <>
      <ul id={listId} className={styles.owners}>
        {shown.map((owner) => (
          <li key={owner.uid} className={styles.owner}>
            {ownerFullName(owner)}
            <RemoveOwnerButton
              owner={owner}
              streetAddress={property.streetAddress}
              onRemove={() => onRemove(property.id, owner.uid)}
            />
          </li>
        ))}
      </ul>
      {folds ? (
        <Button
          appearance="transparent"
          size="small"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? T.showFewerOwners : T.showAllOwners(owners.length)}
        </Button>
      ) : null}
    </>
  );
}
