import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip, Stack } from '@mui/material';
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
  useRecordContext,
} from 'react-admin';
import type { components } from '../api/schema';
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
  // Picking a switch filter means "show me these": it starts on. Without a default on the element, FilterButton
  // added the filter with no value while the switch (BooleanInput's own default) showed off, so the first flip
  // only set what the switch already showed and a second flip was needed to apply it.
  <BooleanInput key="flagged" source="flagged" label="Views jump flagged" defaultValue />,
  <BooleanInput key="ownerMismatch" source="ownerMismatch" label="Posted by someone else" defaultValue />,
  <BooleanInput key="invitationPending" source="invitationPending" label="Collab invitation pending" defaultValue />,
];

// Jurors judge blind: nothing about the person or the film's popularity to search or filter on (the API refuses it).
const juryFilters = [
  <SelectInput key="category" source="category" choices={CATEGORIES} />,
  <SelectInput key="roundId" source="roundId" label="Round" choices={ROUNDS} />,
];

type EntryRow = components['schemas']['EntryRowDto'];

/** The post's Instagram user, with a warning when the Graph API named someone else as its owner. */
function InstagramUserField(_: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext<EntryRow>();
  if (!record) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <span>{record.igUsername ?? '—'}</span>
      {record.ownerMismatch && (
        <Chip
          size="small"
          variant="outlined"
          icon={<WarningAmberIcon />}
          label="Posted by someone else"
          sx={{ color: '#8a4b00', borderColor: '#8a4b00', '& .MuiChip-icon': { color: 'inherit' } }}
        />
      )}
    </Stack>
  );
}

// The theme lets table cells break anywhere (long links, one-word names), which at 1366 px cut headers and figures
// mid-word: those break only between words (the date too, which elsewhere keeps to one line). Text cells keep
// breaking anywhere; on a narrower screen the table scrolls inside its card rather than widening the page.
const wholeWords = {
  '& .RaDatagrid-headerCell, & .column-createdAt, & .column-stage, & .column-views, & .column-likes, & .column-votes, & .column-anomalies':
    { overflowWrap: 'normal' },
  '& .column-createdAt span': { whiteSpace: 'normal' },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

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

/**
 * The rows' columns. A juror gets no identity, votes or flags columns, and views and likes only when some row
 * carries them (their rounds show figures): a column of dashes would say nothing.
 */
function EntryGrid({ organiser }: { organiser: boolean }) {
  const { data } = useListContext<EntryRow>();
  const figures = organiser || (data ?? []).some((row) => !row.metricsHidden);
  return (
    <Datagrid rowClick="show" bulkActionButtons={organiser ? <BulkDecisionButtons /> : false} sx={wholeWords}>
      <IstDateField source="createdAt" label="Submitted" showTime />
      {organiser && <TextField source="author" />}
      {organiser && <InstagramUserField source="igUsername" label="Instagram user" />}
      <SelectField source="category" choices={CATEGORIES} />
      {organiser && <SelectField source="creatorCategory" label="Tier" choices={CREATOR_TIERS} emptyText="—" />}
      {organiser && <TextField source="stateProvince" label="State" emptyText="—" />}
      <NumberField locales={NUMBER_LOCALE} source="stage" label="Round" />
      <StatusChip source="status" />
      {figures && <NumberField locales={NUMBER_LOCALE} source="views" emptyText="—" sortable={organiser} />}
      {figures && <NumberField locales={NUMBER_LOCALE} source="likes" emptyText="—" sortable={organiser} />}
      {organiser && <NumberField locales={NUMBER_LOCALE} source="votes" />}
      {organiser && <NumberField locales={NUMBER_LOCALE} source="anomalies" label="Flags" />}
    </Datagrid>
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
      // Organisers work the queue: pending entries, oldest first.
      filterDefaultValues={organiser ? { status: 'pending' } : undefined}
      sort={{ field: 'createdAt', order: organiser ? 'ASC' : 'DESC' }}
      perPage={25}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      <EntryGrid organiser={organiser} />
    </List>
  );
}
