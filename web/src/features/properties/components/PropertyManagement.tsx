import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { CreatePropertyInput } from '@lakeside/domain';
import { adminPageTitle, ROUTES } from '@lakeside/domain';
import { lazyDialog } from '@/components/form/lazyDialog';
import { ListFilters } from '@/components/ListFilters';
import { Page } from '@/components/Page';
import { ListBody } from '@/components/ListBody';
import { LoadedList, RefreshButton } from '@/components/AdminList';
import { RecordTable } from '@/components/RecordTable';
import { useListView } from '@/hooks/useListView';
import { usePropertyManagement } from '../hooks/usePropertyManagement';
import {
  DEFAULT_PROPERTY_SORT,
  PROPERTY_PAGE_SIZE,
  filterProperties,
  sortProperties,
  type PropertyColumnId,
} from '../model/propertyList';
import { PROPERTY_LIST_TEXTS as T } from '../texts';
import { OwnerList } from './OwnerList';
import { AddPropertyButton, AssignOwnerButton } from './PropertyDialogButtons';

// The dialogs' forms load after the page's table; their buttons stand in meanwhile.
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
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/** Spec §2 "Property management" (admins only: see its route), with search, sort and pages. */
export function PropertyManagement() {
  const styles = useStyles();
  const { properties, approvedUsers, loading, reload, create, assignOwner, removeOwner } =
    usePropertyManagement();
  const view = useListView(properties, {
    pageSize: PROPERTY_PAGE_SIZE,
    defaultSort: DEFAULT_PROPERTY_SORT,
    sortRows: sortProperties,
    filterRows: filterProperties,
    defaultFilter: 'all',
  });

  // A new property is shown at once: the list narrows to its street (it may sort onto any page).
  const createAndShow = async (input: CreatePropertyInput) => {
    const created = await create(input);
    if (created) view.setSearch(input.streetAddress);
    return created;
  };

  return (
    <Page title={adminPageTitle(ROUTES.adminProperties)}>
      <div className={styles.toolbar}>
        <Subtitle1 as="h2" className={styles.heading}>
          Properties ({properties.length})
        </Subtitle1>
        <RefreshButton loading={loading} onRefresh={reload} />
        <AddPropertyDialog onCreate={createAndShow} />
      </div>
      <LoadedList
        loading={loading}
        count={properties.length}
        loadingLabel="Loading properties..."
        emptyText={'No properties yet. Add the first one.'}
      >
        <div className={styles.results}>
          <ListFilters
            label={T.searchLabel}
            placeholder={T.search}
            search={view.search}
            onSearch={view.setSearch}
          />
          <ListBody view={view} noMatch={T.noMatch}>
            <RecordTable<(typeof properties)[number], PropertyColumnId>
              label="Properties"
              records={view.visible}
              recordKey={(property) => property.id}
              cardHeading="h3"
              sorting={{ sort: view.sort, onSort: view.setSort }}
              columns={[
                { header: 'Address', sortId: 'address', cell: (property) => property.streetAddress },
                { header: 'City', sortId: 'city', cell: (property) => property.city, width: '10rem' },
                { header: 'State', cell: (property) => property.state, width: '4.5rem' },
                { header: 'ZIP', sortId: 'zip', cell: (property) => property.zipCode, width: '6rem' },
                {
                  header: 'Owners',
                  sortId: 'owners',
                  cell: (property) => <OwnerList property={property} onRemove={removeOwner} />,
                },
              ]}
              actions={(property) => (
                <AssignOwnerDialog property={property} approvedUsers={approvedUsers} onAssign={assignOwner} />
              )}
            />
          </ListBody>
        </div>
      </LoadedList>
    </Page>
  );
}
