import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { PROPERTY_TEXTS, ownerFullName } from '@lakeside/domain';
import { lazyDialog } from '@/components/form/lazyDialog';
import { Page } from '@/components/Page';
import { LoadedList, RefreshButton } from '@/components/AdminList';
import { RecordTable } from '@/components/RecordTable';
import { usePropertyManagement } from '../hooks/usePropertyManagement';
import { AddPropertyButton, AssignOwnerButton } from './PropertyDialogButtons';
import { RemoveOwnerButton } from './RemoveOwnerButton';

// The dialogs' forms load after the page's table (issue 13); their buttons stand in meanwhile.
const AddPropertyDialog = lazyDialog(
  () => import('./AddPropertyDialog').then((module) => module.AddPropertyDialog),
  () => <AddPropertyButton disabled />,
);
const AssignOwnerDialog = lazyDialog(
  () => import('./AssignOwnerDialog').then((module) => module.AssignOwnerDialog),
  ({ property }) => <AssignOwnerButton street={property.streetAddress} disabled />,
);

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heading: { margin: 0, marginRight: 'auto' },
  // one owner per line, each with its remove button beside the name
  owners: { listStyle: 'none', margin: 0, padding: 0 },
  owner: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
});

/** Spec §2 "Property management" (admins only: see its route). */
export function PropertyManagement() {
  const styles = useStyles();
  const { properties, approvedUsers, loading, reload, create, assignOwner, removeOwner } =
    usePropertyManagement();

  return (
    <Page title="Property Management">
      <div className={styles.toolbar}>
        <Subtitle1 as="h2" className={styles.heading}>
          Properties ({properties.length})
        </Subtitle1>
        <RefreshButton loading={loading} onRefresh={reload} />
        <AddPropertyDialog onCreate={create} />
      </div>
      <LoadedList
        loading={loading}
        count={properties.length}
        loadingLabel="Loading properties..."
        emptyText={'No properties yet. Add the first one.'}
      >
        <RecordTable
          label="Properties"
          records={properties}
          recordKey={(property) => property.id}
          cardHeading="h3"
          columns={[
            { header: 'Address', cell: (property) => property.streetAddress },
            { header: 'City', cell: (property) => property.city },
            { header: 'State', cell: (property) => property.state },
            { header: 'ZIP', cell: (property) => property.zipCode },
            {
              header: 'Owners',
              cell: (property) =>
                property.owners.length === 0 ? (
                  PROPERTY_TEXTS.noOwners
                ) : (
                  <ul className={styles.owners}>
                    {property.owners.map((owner) => (
                      <li key={owner.uid} className={styles.owner}>
                        {ownerFullName(owner)}
                        <RemoveOwnerButton
                          owner={owner}
                          streetAddress={property.streetAddress}
                          onRemove={() => removeOwner(property.id, owner.uid)}
                        />
                      </li>
                    ))}
                  </ul>
                ),
            },
          ]}
          actions={(property) => (
            <AssignOwnerDialog property={property} approvedUsers={approvedUsers} onAssign={assignOwner} />
          )}
        />
      </LoadedList>
    </Page>
  );
}
