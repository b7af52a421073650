import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useGetOne, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { Schema } from '../api/schema';

/**
 * On a jury round (3 or 4): whether its jurors see views and likes while scoring. Hidden by default, since
 * live figures anchor marks; the API enforces the choice, this only sets it.
 */
export function JuryMetricsSwitch() {
  const round = useRecordContext<Schema<'RoundRowDto'>>();
  const juryRound = Number(round?.id) >= 3;
  const notify = useNotify();
  const { data, isPending } = useGetOne('jury-settings', { id: round?.id }, { enabled: juryRound });
  const [update, { isPending: saving }] = useUpdate();
  if (!juryRound || isPending || !data) return null;
  const toggle = (showMetricsToJury: boolean) =>
    update(
      'jury-settings',
      { id: data.id, data: { showMetricsToJury }, previousData: data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(showMetricsToJury ? 'Jurors now see views and likes' : 'Views and likes hidden from jurors', {
            type: 'success',
          }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={data.showMetricsToJury}
            disabled={saving}
            onChange={(event) => toggle(event.target.checked)}
          />
        }
        label="Jurors see views and likes while scoring"
      />
      <Typography variant="body2" color="text.secondary">
        Off by default: live figures sway marks. Organisers always see them.
      </Typography>
    </div>
  );
}
