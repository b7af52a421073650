import {
  CreateButton,
  Datagrid,
  DateField,
  DeleteButton,
  FilterButton,
  List,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  usePermissions,
  type RaRecord,
} from 'react-admin';
import { ASSIGNMENT_STATES, CATEGORIES, JURY_ROUNDS } from '../common/choices';
import { AutoAssignButton } from './AutoAssignButton';

const organiserFilters = [
  <SelectInput key="roundId" source="roundId" label="Round" choices={JURY_ROUNDS} alwaysOn />,
  <SelectInput key="state" source="state" choices={ASSIGNMENT_STATES} alwaysOn />,
  <ReferenceInput key="jurorId" source="jurorId" reference="accounts" filter={{ role: 'jury' }}>
    <SelectInput label="Juror" optionText="email" />
  </ReferenceInput>,
];

const juryFilters = [<SelectInput key="state" source="state" choices={ASSIGNMENT_STATES} alwaysOn />];

// A juror opens the entry itself (the film and their score form) from an assignment.
const toEntry = (_id: unknown, _resource: string, record: RaRecord) => `/entries/${record.submissionId}/show`;

export default function AssignmentList() {
  const { permissions } = usePermissions();
  const organiser = permissions === 'admin';
  return (
    <List
      title={organiser ? 'Jury assignments' : 'My assignments'}
      filters={organiser ? organiserFilters : juryFilters}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={50}
      exporter={false}
      // Not react-admin's empty page: it would hide "Assign automatically" until a first assignment exists.
      empty={false}
      actions={
        <TopToolbar>
          <FilterButton />
          {organiser && <CreateButton label="Assign by hand" />}
          {organiser && <AutoAssignButton />}
        </TopToolbar>
      }
    >
      <Datagrid rowClick={toEntry} bulkActionButtons={false}>
        <TextField source="roundId" label="Round" />
        <TextField source="instagramUrl" label="Entry" sortable={false} />
        <SelectField source="category" choices={CATEGORIES} />
        {organiser && <TextField source="jurorEmail" label="Juror" />}
        <SelectField source="state" choices={ASSIGNMENT_STATES} />
        <DateField source="createdAt" label="Assigned" />
        {organiser && <DeleteButton mutationMode="pessimistic" label="Unassign" />}
      </Datagrid>
    </List>
  );
}
