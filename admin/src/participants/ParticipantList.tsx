import {
  BooleanField,
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
} from 'react-admin';
import { IstDateField } from '../common/dates';
import { CREATOR_TIERS, NUMBER_LOCALE } from '../common/choices';
import { ExportButton } from '../common/download';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, e-mail, phone, Instagram or code" />,
  <TextInput key="stateProvince" source="stateProvince" label="State" />,
  <SelectInput key="creatorCategory" source="creatorCategory" label="Creator tier" choices={CREATOR_TIERS} />,
  <NullableBooleanInput key="blocked" source="blocked" />,
  <NullableBooleanInput key="profileComplete" source="profileComplete" label="Profile complete" />,
];

export default function ParticipantList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton path="/exports/participants.csv" label="Export CSV" filename="participants.csv" />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" emptyText="—" />
        <TextField source="email" emptyText="—" />
        <TextField source="phoneNumber" label="Phone" emptyText="—" />
        <TextField source="instagramHandle" label="Instagram" emptyText="—" sortable={false} />
        {/* A typed handle proves nothing: verified only once their code was seen in one of its captions. */}
        <BooleanField source="instagramVerified" label="Verified" sortable={false} />
        <TextField source="stateProvince" label="State" emptyText="—" />
        <SelectField source="creatorCategory" label="Tier" choices={CREATOR_TIERS} emptyText="—" />
        <NumberField locales={NUMBER_LOCALE} source="entries" />
        <BooleanField source="profileComplete" label="Complete" />
        <BooleanField source="blocked" sortBy="blockedAt" />
        <IstDateField source="createdAt" label="Joined" />
      </Datagrid>
    </List>
  );
}
