import {
  BooleanField,
  Datagrid,
  List,
  NumberField,
  NullableBooleanInput,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  usePermissions,
  type RaRecord,
} from 'react-admin';
import { IstDateField } from '../common/dates';
import { JURY_ROUNDS, NUMBER_LOCALE } from '../common/choices';
import { ExportButton } from '../common/download';

const filters = [
  <SelectInput key="roundId" source="roundId" label="Round" choices={JURY_ROUNDS} alwaysOn />,
  <NullableBooleanInput key="conflict" source="conflict" label="Abstentions" alwaysOn />,
];

const toEntry = (_id: unknown, _resource: string, record: RaRecord) => `/entries/${record.submissionId}/show`;

function ScoreListActions({ organiser }: { organiser: boolean }) {
  const { filterValues } = useListContext();
  const round = filterValues.roundId ? { roundId: Number(filterValues.roundId) } : {};
  return (
    <TopToolbar>
      {organiser && (
        <ExportButton
          path={`/exports/scores.csv?filter=${encodeURIComponent(JSON.stringify(round))}`}
          label="Export juror scores (CSV)"
          filename="jury-scores.csv"
        />
      )}
    </TopToolbar>
  );
}

/** Jurors: their own marks. Organisers: everyone's. */
export default function ScoreList() {
  const { permissions } = usePermissions();
  const organiser = permissions === 'admin';
  return (
    <List
      title={organiser ? 'Scores' : 'My scores'}
      filters={filters}
      sort={{ field: 'submittedAt', order: 'DESC' }}
      actions={<ScoreListActions organiser={organiser} />}
      exporter={false}
    >
      <Datagrid rowClick={toEntry} bulkActionButtons={false}>
        <TextField source="roundId" label="Round" />
        <TextField source="shortcode" label="Entry" sortable={false} />
        {organiser && <TextField source="jurorEmail" label="Juror" />}
        <BooleanField source="conflict" label="Abstained" sortable={false} />
        <NumberField locales={NUMBER_LOCALE} source="creativity" emptyText="—" />
        <NumberField
          locales={NUMBER_LOCALE}
          source="culturalAuthenticity"
          label="Cultural authenticity"
          emptyText="—"
        />
        <NumberField locales={NUMBER_LOCALE} source="technicalExcellence" label="Technical excellence" emptyText="—" />
        <NumberField
          locales={NUMBER_LOCALE}
          source="weightedScore"
          label="Weighted"
          options={{ maximumFractionDigits: 2 }}
          emptyText="—"
        />
        <TextField source="comment" sortable={false} emptyText="" />
        <IstDateField source="submittedAt" label="Submitted" showTime />
      </Datagrid>
    </List>
  );
}
