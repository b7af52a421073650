import { Chip } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { IstDateField } from '../common/dates';
import { ExportButton } from '../common/download';
import { STATUS_CHOICES, TOPIC_CHOICES, type GrievanceRow } from './grievance-wording';

const filters = [
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <ReferenceInput key="assignee" source="assigneeId" reference="accounts" filter={{ role: 'admin' }} alwaysOn>
    <SelectInput label="Assignee" optionText="email" />
  </ReferenceInput>,
  <BooleanInput key="overdue" source="overdue" label="Overdue only" alwaysOn />,
  <SelectInput key="topic" source="topic" choices={TOPIC_CHOICES} />,
  <BooleanInput key="unassigned" source="unassigned" label="Nobody assigned" />,
];

/** The countdown to the answer owed: red once overdue, amber in the last week. */
function Countdown({ grievance }: { grievance: GrievanceRow }) {
  if (grievance.daysLeft === null || grievance.countdown === null) return <>—</>;
  const color = grievance.overdue ? 'error' : grievance.daysLeft <= 7 ? 'warning' : 'default';
  return <Chip size="small" color={color} label={grievance.countdown} />;
}

/** The grievance queue, soonest due first: participants are owed an answer within the response time. */
export default function GrievanceList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'dueAt', order: 'ASC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton path="/exports/grievances.csv" label="Export CSV" filename="grievances.csv" />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="reference" label="Ref" sortable={false} />
        <FunctionField<GrievanceRow>
          label="Due"
          sortBy="dueAt"
          render={(grievance) => <Countdown grievance={grievance} />}
        />
        <IstDateField source="dueAt" label="Due date" showTime={false} />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <SelectField source="topic" choices={TOPIC_CHOICES} />
        <TextField source="participantName" label="Participant" emptyText="no name" sortable={false} />
        <ReferenceField source="submissionId" reference="entries" label="Entry" link="show" emptyText="—" />
        <TextField source="assigneeEmail" label="Assignee" emptyText="nobody" sortable={false} />
        <IstDateField source="receivedAt" label="Received" />
      </Datagrid>
    </List>
  );
}
