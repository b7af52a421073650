import {
  BooleanInput,
  Datagrid,
  DateField,
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
  usePermissions,
} from 'react-admin';
import { CATEGORIES, CREATOR_TIERS, ENTRY_STATUSES, ROUNDS } from '../common/choices';
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
];

// Jurors judge the film, not the person: no author, tier or state to filter on.
const juryFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Instagram user or link" />,
  <SelectInput key="category" source="category" choices={CATEGORIES} />,
  <SelectInput key="roundId" source="roundId" label="Round" choices={ROUNDS} />,
];

function EntryListActions({ organiser }: { organiser: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      {organiser && <ExportButton path="/exports/entries.csv" label="Export CSV" filename="entries.csv" />}
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
        <DateField source="createdAt" label="Submitted" showTime />
        {organiser && <TextField source="author" />}
        <TextField source="igUsername" label="Instagram user" emptyText="—" />
        <SelectField source="category" choices={CATEGORIES} />
        {organiser && <SelectField source="creatorCategory" label="Tier" choices={CREATOR_TIERS} emptyText="—" />}
        {organiser && <TextField source="stateProvince" label="State" emptyText="—" />}
        <NumberField source="stage" label="Round" />
        <StatusChip source="status" />
        <NumberField source="views" emptyText="—" />
        <NumberField source="likes" emptyText="—" />
        <NumberField source="votes" />
        {organiser && <NumberField source="anomalies" label="Flags" />}
      </Datagrid>
    </List>
  );
}
