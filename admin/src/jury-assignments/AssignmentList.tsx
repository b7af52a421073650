import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DeleteButton,
  FilterButton,
  List,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useListContext,
  usePermissions,
  type RaRecord,
} from 'react-admin';
import { IstDateField } from '../common/dates';
import { ASSIGNMENT_STATES, CATEGORIES, JURY_ROUNDS } from '../common/choices';
import { AutoAssignButton } from './AutoAssignButton';
import { JuryProgress } from './JuryProgress';

const organiserFilters = [
  <SelectInput key="roundId" source="roundId" label="Round" choices={JURY_ROUNDS} alwaysOn />,
  <SelectInput key="state" source="state" choices={ASSIGNMENT_STATES} alwaysOn />,
  <ReferenceInput key="jurorId" source="jurorId" reference="accounts" filter={{ role: 'jury' }}>
    <SelectInput label="Juror" optionText="email" />
  </ReferenceInput>,
];

const juryFilters = [<SelectInput key="state" source="state" choices={ASSIGNMENT_STATES} alwaysOn />];

/** Per-juror progress above the organisers' list, for the round the list is filtered on. */
function ProgressPanel() {
  const { filterValues } = useListContext();
  const roundId = Number(filterValues.roundId) || undefined;
  return (
    <Accordion disableGutters elevation={0} sx={{ mx: 1 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>Progress by juror</AccordionSummary>
      <AccordionDetails>
        <JuryProgress roundId={roundId} />
      </AccordionDetails>
    </Accordion>
  );
}

// A juror opens the entry itself (the film and their score form) from an assignment.
const toEntry = (_id: unknown, _resource: string, record: RaRecord) => `/entries/${record.submissionId}/show`;

const choiceName = (choices: Array<{ id: string; name: string }>, id: string) =>
  choices.find((choice) => choice.id === id)?.name ?? id;

export default function AssignmentList() {
  const { permissions } = usePermissions();
  const organiser = permissions === 'admin';
  // Jurors often score on a phone: one line per film there, not a table wider than the screen.
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
      {organiser && <ProgressPanel />}
      {small ? (
        <SimpleList
          primaryText={(record) => `Round ${record.roundId}: ${choiceName(CATEGORIES, record.category)}`}
          secondaryText={(record) => choiceName(ASSIGNMENT_STATES, record.state)}
          tertiaryText={(record) => (organiser ? record.jurorEmail : '')}
          rowClick={toEntry}
        />
      ) : (
        <Datagrid rowClick={toEntry} bulkActionButtons={false}>
          <TextField source="roundId" label="Round" />
          <TextField source="instagramUrl" label="Entry" sortable={false} />
          <SelectField source="category" choices={CATEGORIES} />
          {organiser && <TextField source="jurorEmail" label="Juror" />}
          <SelectField source="state" choices={ASSIGNMENT_STATES} />
          <IstDateField source="createdAt" label="Assigned" />
          {organiser && <DeleteButton mutationMode="pessimistic" label="Unassign" />}
        </Datagrid>
      )}
    </List>
  );
}
