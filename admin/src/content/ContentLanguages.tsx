import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { CheckboxGroupInput, SelectInput, useGetList } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { components } from '../api/schema';
import {
  CATALOGUE_STATUS,
  coverage,
  LANGUAGE_NAMES,
  openSiteIn,
  percent,
  TRANSLATED,
  textsOf,
  useEditingLanguage,
  written,
  type SiteLanguage,
} from './languages';

type Round = components['schemas']['RoundRowDto'];
const ROUND_TEXTS = ['title', 'description', 'evaluationMethod', 'participantsLabel', 'videoRule'] as const;

/** The rounds' visitor-facing texts as `{ en, <code> }`, by path (`rounds.2.title`), for the coverage. */
function roundTexts(rounds: Round[]) {
  return rounds.flatMap((round) =>
    ROUND_TEXTS.map((field) => {
      const translations = round.translations as Partial<Record<SiteLanguage, Partial<Record<string, string>>>>;
      const text = Object.fromEntries(
        TRANSLATED.map((code) => [code, translations[code]?.[field] ?? null] as const),
      ) as Partial<Record<SiteLanguage, string | null>>;
      return [`rounds.${round.id}.${field}`, { ...text, en: round[field] ?? '' }] as const;
    }),
  );
}

const REVIEW_CHOICES = [
  { id: 'draft', name: 'Draft (awaiting review)' },
  { id: 'reviewed', name: 'Reviewed' },
];

/**
 * Which languages the site offers, each language's coverage of the organisers' texts (this page's and the
 * rounds'), its review state (drafts are translations nobody has checked yet; saving with the form is audited),
 * the interface catalogue's own state, and a preview of the site in it. Under the table, the texts that still
 * show their English in the language being edited.
 */
export function ContentLanguages() {
  const document: unknown = useWatch();
  const { language: editing } = useEditingLanguage();
  const { data: rounds = [] } = useGetList<Round>('rounds', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'id', order: 'ASC' },
  });
  const texts = [
    ...textsOf(document).filter(([path]) => !path.startsWith('languageStatus')),
    ...roundTexts(rounds),
  ].filter(([, text]) => written(text?.en));
  const missing = texts.filter(([, text]) => !written(text?.[editing])).map(([path]) => path);
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6">Languages</Typography>
      <CheckboxGroupInput
        source="languages"
        label="Offered on the site (English always is)"
        choices={(Object.keys(LANGUAGE_NAMES) as SiteLanguage[]).map((code) => ({
          id: code,
          name: LANGUAGE_NAMES[code],
          disabled: code === 'en',
        }))}
      />
      <Table size="small" aria-label="Languages: coverage and review">
        <TableHead>
          <TableRow>
            <TableCell>Language</TableCell>
            <TableCell>Organisers' texts translated</TableCell>
            <TableCell>Review</TableCell>
            <TableCell>Interface</TableCell>
            <TableCell>Preview</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {TRANSLATED.map((code) => {
            const covered = coverage(
              texts.map(([, text]) => text),
              code,
            );
            return (
              <TableRow key={code} aria-label={LANGUAGE_NAMES[code]}>
                <TableCell>{LANGUAGE_NAMES[code]}</TableCell>
                <TableCell>
                  {percent(covered)} % ({covered.translated} of {covered.total})
                </TableCell>
                <TableCell>
                  <SelectInput
                    source={`languageStatus.${code}`}
                    label={`${LANGUAGE_NAMES[code]} review`}
                    choices={REVIEW_CHOICES}
                    helperText={false}
                    sx={{ minWidth: 200, my: 0 }}
                  />
                </TableCell>
                <TableCell>
                  {CATALOGUE_STATUS[code] ? (
                    <Chip size="small" label={CATALOGUE_STATUS[code].draft ? 'Draft' : 'Reviewed'} />
                  ) : (
                    '—'
                  )}
                </TableCell>
                <TableCell>
                  <Button size="small" onClick={() => openSiteIn(code)}>
                    Open the site in {LANGUAGE_NAMES[code]}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {missing.length
          ? `Shown in English on ${LANGUAGE_NAMES[editing]} pages (not translated): ${missing.join(', ')}`
          : `Every text is written in ${LANGUAGE_NAMES[editing]}.`}
      </Typography>
    </Box>
  );
}
