import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NumberField,
  NullableBooleanInput,
  SelectInput,
  TextField,
  usePermissions,
  type RaRecord,
} from 'react-admin';
import { JURY_ROUNDS } from '../common/choices';

const filters = [
  <SelectInput key="roundId" source="roundId" label="Round" choices={JURY_ROUNDS} alwaysOn />,
  <NullableBooleanInput key="conflict" source="conflict" label="Abstentions" alwaysOn />,
];

const toEntry = (_id: unknown, _resource: string, record: RaRecord) => `/entries/${record.submissionId}/show`;

/** Jurors: their own marks. Organisers: everyone's. */
export default function ScoreList() {
  const { permissions } = usePermissions();
  const organiser = permissions === 'admin';
  return (
    <List
      title={organiser ? 'Scores' : 'My scores'}
      filters={filters}
      sort={{ field: 'submittedAt', order: 'DESC' }}
      exporter={false}
    >
      <Datagrid rowClick={toEntry} bulkActionButtons={false}>
        <TextField source="roundId" label="Round" />
        {organiser && <TextField source="jurorEmail" label="Juror" />}
        <BooleanField source="conflict" label="Abstained" sortable={false} />
        <NumberField source="creativity" emptyText="—" />
        <NumberField source="culturalAuthenticity" label="Cultural authenticity" emptyText="—" />
        <NumberField source="technicalExcellence" label="Technical excellence" emptyText="—" />
        <NumberField source="weightedScore" label="Weighted" options={{ maximumFractionDigits: 2 }} emptyText="—" />
        <TextField source="comment" sortable={false} emptyText="" />
        <DateField source="submittedAt" label="Submitted" showTime />
      </Datagrid>
    </List>
  );
}
