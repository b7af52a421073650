import {
  BooleanInput,
  Datagrid,
  FilterButton,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
  usePermissions,
} from 'react-admin';
import { IstDateField } from '../common/dates';
import { CATEGORIES, CREATOR_TIERS, ENTRY_STATUSES, NUMBER_LOCALE, ROUNDS } from '../common/choices';
import { ExportButton } from '../common/download';
import { StatusChip } from './StatusChip';
import { BulkDecisionButtons } from './StatusActions';

const organiserFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Author, Instagram user or link" />,
  <SelectInput key="status" source="status" choices={ENTRY_STATUSES} alwaysOn />,
  <SelectInput key="category" source="category" choices={CATEGORIES} />,
  <SelectInput key="creatorCategory" source="creatorCategory" label="Creator tier" choices={CREATOR_TIERS} />,
  <TextInput key="stateProvince" source="stateProvince" label="State" />,
  <SelectInput key="roundId" source="roundId" label="Round" choices={ROUNDS} />,
  <NullableBooleanInput key="autoCheckPassed" source="autoCheckPassed" label="Auto-checks passed" />,
  <BooleanInput key="flagged" source="flagged" label="Views jump flagged" />,
  <BooleanInput key="ownerMismatch" source="ownerMismatch" label="Posted by someone else" />,
  <BooleanInput key="invitationPending" source="invitationPending" label="Collab invitation pending" />,
];

// Jurors judge the film, not the person: no author, tier or state to filter on.
const juryFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Instagram user or link" />,
  <SelectInput key="category" source="category" choices={CATEGORIES} />,
  <SelectInput key="roundId" source="roundId" label="Round" choices={ROUNDS} />,
];

function EntryListActions({ organiser }: { organiser: boolean }) {
  // The file holds what the list shows: the API applies the same filter (and refuses what the list would).
  const { filterValues } = useListContext();
  const path = `/exports/entries.csv?filter=${encodeURIComponent(JSON.stringify(filterValues))}`;
  return (
    <TopToolbar>
      <FilterButton />
      {organiser && <ExportButton path={path} label="Export CSV" filename="entries.csv" />}
    </TopToolbar>
  );
}

/** The verification queue (organisers) or the entries assigned to me (jurors). */
export default function EntryList() {
  const { permissions } = usePermissions();
  const organiser = permissions === 'admin';
  return (
    <List
      title={organiser ? 'Entries' : 'Entries assigned to me'}
      filters={organiser ? organiserFilters : juryFilters}
      actions={<EntryListActions organiser={organiser} />}
      sort={{ field: 'createdAt', order: organiser ? 'ASC' : 'DESC' }}
      perPage={25}
    >
      <Datagrid rowClick="show" bulkActionButtons={organiser ? <BulkDecisionButtons /> : false}>
        <IstDateField source="createdAt" label="Submitted" showTime />
        {organiser && <TextField source="author" />}
        <TextField source="igUsername" label="Instagram user" emptyText="—" />
        <SelectField source="category" choices={CATEGORIES} />
        {organiser && <SelectField source="creatorCategory" label="Tier" choices={CREATOR_TIERS} emptyText="—" />}
        {organiser && <TextField source="stateProvince" label="State" emptyText="—" />}
        <NumberField locales={NUMBER_LOCALE} source="stage" label="Round" />
        <StatusChip source="status" />
        <NumberField locales={NUMBER_LOCALE} source="views" emptyText="—" sortable={organiser} />
        <NumberField locales={NUMBER_LOCALE} source="likes" emptyText="—" sortable={organiser} />
        <NumberField locales={NUMBER_LOCALE} source="votes" />
        {organiser && <NumberField locales={NUMBER_LOCALE} source="anomalies" label="Flags" />}
      </Datagrid>
    </List>
  );
}
