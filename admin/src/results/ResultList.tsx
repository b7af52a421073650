import { Alert } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  List,
  NumberField,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  type RaRecord,
} from 'react-admin';
import { type ApiEnum, CATEGORIES, choicesOf, JURY_ROUNDS, NUMBER_LOCALE } from '../common/choices';
import { ExportButton } from '../common/download';

const filters = [
  <SelectInput key="roundId" source="roundId" label="Round" choices={JURY_ROUNDS} alwaysOn emptyText="Round 3" />,
  <BooleanInput key="normalised" source="normalised" label="Normalise each juror's scores (z-score)" alwaysOn />,
];

const toEntry = (_id: unknown, _resource: string, record: RaRecord) => `/entries/${record.id}/show`;

const TIE_BREAKS = choicesOf<ApiEnum<'TieBreak'>>({
  jury_score: 'Higher jury score',
  creativity: 'Higher creativity mark',
  earlier_entry: 'Earlier entry',
});
const score = { maximumFractionDigits: 2, minimumFractionDigits: 2 };

function Method() {
  const { data, filterValues } = useListContext();
  const round = Number(filterValues.roundId ?? 3);
  const weight = data?.[0]?.viewsWeight;
  return (
    <Alert severity="info" sx={{ m: 1 }}>
      Each juror's mark is creativity × 40 % + cultural authenticity × 30 % + technical excellence × 30 %, averaged over
      the jurors who marked the entry (abstentions left out).{' '}
      {round === 3
        ? `Round 3 final score = ${weight ?? 0.5} × views score (10 × views ÷ the most viewed entry) + ${1 - (weight ?? 0.5)} × jury score.`
        : 'Round 4 final score = the jury score alone (views do not count).'}{' '}
      Equal final scores are ranked by {round === 3 ? 'the higher jury score, then ' : ''}the higher creativity mark,
      then the earlier entry; the Tie-break column says which decided.
    </Alert>
  );
}

/** The ranking as shown (round and method) as CSV: raw and normalised jury scores, the blend, the rank. */
function ResultListActions() {
  const { filterValues } = useListContext();
  const filter = { roundId: Number(filterValues.roundId ?? 3), normalised: Boolean(filterValues.normalised) };
  return (
    <TopToolbar>
      <ExportButton
        path={`/exports/results.csv?filter=${encodeURIComponent(JSON.stringify(filter))}`}
        label="Export results (CSV)"
        filename={`round-${filter.roundId}-results.csv`}
      />
    </TopToolbar>
  );
}

export default function ResultList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ roundId: 3 }}
      actions={<ResultListActions />}
      sort={{ field: 'rank', order: 'ASC' }}
      perPage={100}
      exporter={false}
    >
      <Method />
      <ResultGrid />
    </List>
  );
}

/** The ranking; Round 4 has no views score column, views playing no part in it. */
function ResultGrid() {
  const { filterValues } = useListContext();
  const round = Number(filterValues.roundId ?? 3);
  return (
    <Datagrid rowClick={toEntry} bulkActionButtons={false}>
      <NumberField locales={NUMBER_LOCALE} source="rank" />
      <TextField source="author" emptyText="—" />
      <SelectField source="category" choices={CATEGORIES} sortable={false} />
      <NumberField locales={NUMBER_LOCALE} source="jurorCount" label="Jurors" />
      <NumberField locales={NUMBER_LOCALE} source="abstentions" sortable={false} />
      <NumberField
        locales={NUMBER_LOCALE}
        source="meanCreativity"
        label="Creativity"
        options={score}
        sortable={false}
        emptyText="—"
      />
      <NumberField
        locales={NUMBER_LOCALE}
        source="meanCulturalAuthenticity"
        label="Cultural"
        options={score}
        sortable={false}
        emptyText="—"
      />
      <NumberField
        locales={NUMBER_LOCALE}
        source="meanTechnicalExcellence"
        label="Technical"
        options={score}
        sortable={false}
        emptyText="—"
      />
      <NumberField locales={NUMBER_LOCALE} source="juryScore" label="Jury score" options={score} emptyText="—" />
      <NumberField
        locales={NUMBER_LOCALE}
        source="juryScoreNormalised"
        label="Normalised"
        options={score}
        emptyText="—"
      />
      <NumberField locales={NUMBER_LOCALE} source="views" emptyText="—" />
      {round === 3 && (
        <NumberField locales={NUMBER_LOCALE} source="viewsScore" label="Views score" options={score} emptyText="—" />
      )}
      <NumberField locales={NUMBER_LOCALE} source="finalScore" label="Final score" options={score} emptyText="—" />
      <SelectField source="tieBreak" label="Tie-break" choices={TIE_BREAKS} sortable={false} emptyText="—" />
    </Datagrid>
  );
}
